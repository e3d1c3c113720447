import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorBoundary } from "../components/error-boundary";
import { LazyToaster } from "../components/ui/lazy-toaster";
import { type LoadQuipMenu, QuipMenuContext } from "../entities/quip";
import { useCurrentUser } from "../lib/auth/get-current-user";
import { LiveStreamProvider } from "../lib/live/live-provider";
import { type ServerPage, ServerPageContext } from "../lib/server-page";

// A card's "more" menu on another member's quip is the safety feature's, loaded when wanted.
const loadQuipMenu: LoadQuipMenu = () =>
  import("../features/safety").then((m) => ({ default: m.QuipSafetyMenu }));

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
