import "./index.css";

/**
 * The page's first script, a few hundred bytes. A page the server rendered is painted from its
 * HTML and stylesheet; the app and the page's own code are asked for side by side right after
 * the frame that paints it, so neither their download nor their run holds the first paint back.
 * What is pressed before the app has taken the page over is held by the head's script and
 * handed over then (decision 0136). A page the browser must draw itself starts the app at once.
 */
const PAGE_CODE: Record<string, () => Promise<unknown>> = {
  quip: () => import("./pages/quip"),
  profile: () => import("./pages/profile"),
};

function start() {
  void PAGE_CODE[window.location.pathname.split("/")[1] ?? ""]?.();
  void import("./start");
}

// The frame after this script is the first paint; a hidden tab paints none and waits for nothing.
if (document.getElementById("root")?.firstElementChild && !document.hidden) {
  requestAnimationFrame(() => setTimeout(start));
} else {
  start();
}
