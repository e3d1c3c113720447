import { renderPage } from "#client/render-page.tsx";
import { scaled } from "./time-budget";

/**
 * The server renderer as the tests run it: from the sources, which are compiled on first use,
 * far slower than the build's renderer, so it gets a longer time to answer.
 */
export const renderFromSources: typeof renderPage = (address, screen, options) =>
  renderPage(address, screen, { ...options, timeoutMs: scaled(20_000) });
