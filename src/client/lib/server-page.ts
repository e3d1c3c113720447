import { createContext, useContext } from "react";

/**
 * What the browser's first render of a page the server wrote must share with the server's, so
 * it takes the page over as it stands; null for a page the browser renders from nothing.
 */
export interface ServerPage {
  /** The server's time when it wrote the page (ms since the epoch): "3 mins" is drawn from it. */
  renderedAt: number;
  /** The site's origin as the page was asked for: links to it stay in the app. */
  origin: string;
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** The site's origin, for telling our own links from others. */
export function usePageOrigin(): string {
  return useContext(ServerPageContext)?.origin ?? window.location.origin;
}
