import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorBoundary } from "#client/components/error-boundary.tsx";
import { LazyToaster } from "#client/components/ui/lazy-toaster.tsx";
import { type LoadQuipMenu, QuipMenuContext } from "#client/entities/quip/index.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { LiveStreamProvider } from "#client/lib/live/live-provider.tsx";
import { type ServerPage, ServerPageContext } from "#client/lib/server-page.ts";

// A card's "more" menu on another member's quip, loaded when wanted.
const loadQuipMenu: LoadQuipMenu = () =>
  import("./quip-card-menu").then((m) => ({ default: m.QuipCardMenu }));

export function AppProviders({
  queryClient,
  serverPage,
  children,
}: {
  /** Already holding the page's first screen, on the server and in the browser alike. */
  queryClient: QueryClient;
  /** Set while taking over, or writing, a page the server renders. */
  serverPage: ServerPage | null;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ServerPageContext value={serverPage}>
          <QuipMenuContext value={loadQuipMenu}>
            <LiveStreamForViewer>
              {children}
              <LazyToaster />
            </LiveStreamForViewer>
          </QuipMenuContext>
        </ServerPageContext>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

/** The tab's stream, for the member signed in or for a visitor, once the browser knows which. */
function LiveStreamForViewer({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const viewer = user ? user.id : isPending ? undefined : null;
  return <LiveStreamProvider viewer={viewer}>{children}</LiveStreamProvider>;
}
