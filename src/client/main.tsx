import "./index.css";

/**
 * The page's first script, a few hundred bytes. A page the server rendered is painted from its
 * HTML and stylesheet; the app that takes it over is fetched once that paint is on screen, so
 * its download and its run never hold the first paint back. The page's own code is fetched
 * beside the app's, not after it. A page the browser must draw itself starts the app at once.
 */
const PAGE_CODE: Record<string, () => Promise<unknown>> = {
  quip: () => import("./pages/quip"),
  profile: () => import("./pages/profile"),
};
/** However the paint is reported (or not, in a hidden tab), the app starts by then. */
const LATEST_START_MS = 1000;

let started = false;
function start() {
  if (started) return;
  started = true;
  void PAGE_CODE[window.location.pathname.split("/")[1] ?? ""]?.();
  void import("./start");
}

const isServerRendered = document.getElementById("root")?.firstElementChild;
if (isServerRendered && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, LATEST_START_MS);
} else {
  start();
}
