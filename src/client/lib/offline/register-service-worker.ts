import { toast } from "#client/lib/toast/use-toast.ts";

/** The service worker's own address: at the root, so its scope is the whole site. */
const WORKER_URL = "/sw.js";
/**
 * A tab left open asks for a newer worker when the reader comes back to it, at most this
 * often; the browser itself asks only when a page is loaded.
 */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** What a worker says to every open page once it has taken over (service-worker.ts). */
export interface WorkerActivated {
  type: "activated";
  /** The build's app shell: every script, stylesheet and font of a first load. */
  shell: string[];
}

/**
 * Registers the service worker once the page has loaded, and tells the reader when a newer
 * build's worker has taken over while this page runs an older one: its next navigation already
 * gets the new version, this page only after a reload.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const workers = navigator.serviceWorker;
  workers.addEventListener("message", (event: MessageEvent<WorkerActivated>) => {
    if (event.data?.type === "activated" && !isPartOf(event.data.shell)) offerReload();
  });
  workers.startMessages();
  const register = () => {
    workers
      .register(WORKER_URL)
      .then(checkForUpdatesOnReturn)
      .catch(() => {});
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

function checkForUpdatesOnReturn(registration: ServiceWorkerRegistration): void {
  let checkedAt = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || Date.now() - checkedAt < UPDATE_CHECK_MS) return;
    checkedAt = Date.now();
    registration.update().catch(() => {});
  });
}

/** Whether every file this page runs on is in the shell: the page and the worker are one build. */
function isPartOf(shell: string[]): boolean {
  const files = new Set(shell);
  const own = [
    new URL(import.meta.url).pathname,
    ...Array.from(
      document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[type="module"][src], link[rel="stylesheet"][href]',
      ),
      (element) => new URL("src" in element ? element.src : element.href).pathname,
    ),
  ];
  return own.every((file) => files.has(file));
}

function offerReload(): void {
  toast({
    title: "New version",
    description: "Reload to use it.",
    stays: true,
    action: {
      label: "Reload",
      altText: "Reload the page to use the new version",
      onClick: () => window.location.reload(),
    },
  });
}
