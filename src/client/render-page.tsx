import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import type { RenderPage } from "#shared/schemas/first-screen.ts";
import { seedFirstScreen } from "./app/first-screen";
import { AppProviders } from "./app/providers";
import { AppRouter } from "./app/router";
import { createQueryClient } from "./lib/react-query";

/**
 * The HTML of a page's first screen, rendered on the server from the same data the page
 * carries, for the browser to paint before any script has run and then take over. Null when
 * the page could not be rendered whole in time: the browser then renders it itself.
 */
export const renderPage: RenderPage = async (address, screen, options) => {
  const url = new URL(address, options.origin);
  const queryClient = createQueryClient();
  seedFirstScreen(queryClient, screen);
  let failed = false;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders
        queryClient={queryClient}
        serverPage={{ renderedAt: screen.renderedAt, origin: options.origin }}
      >
        <Router ssrPath={url.pathname} ssrSearch={url.search.slice(1)}>
          <AppRouter />
        </Router>
      </AppProviders>
    </StrictMode>,
    {
      signal: AbortSignal.timeout(options.timeoutMs),
      // Every part in place in one document: React would otherwise send a large part after the
      // rest with an inline script to move it, which the page's Content-Security-Policy forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails would be left for the browser to render in the middle of the server's
      // HTML; the whole page from the browser is simpler and just as correct.
      onError: (error) => {
        failed = true;
        options.onError(error);
      },
    },
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  queryClient.clear();
  return failed ? null : html;
};
