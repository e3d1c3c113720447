import "./index.css";

/**
 * The page's first script, a few hundred bytes: it fetches the app and the page's own code side
 * by side, at once. A page the server rendered is painted from its HTML and stylesheet whatever
 * this does; the app takes it over as soon as it has arrived, and what is pressed before then is
 * held by the head's script and handed over (decision 0136).
 */
const PAGE_CODE: Record<string, () => Promise<unknown>> = {
  quip: () => import("./pages/quip"),
  profile: () => import("./pages/profile"),
};

void PAGE_CODE[window.location.pathname.split("/")[1] ?? ""]?.();
void import("./start");
