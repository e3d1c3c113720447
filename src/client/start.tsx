import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { seedFirstScreen, takeFirstScreen } from "./app/first-screen";
import { AppProviders } from "./app/providers";
import { AppRouter } from "./app/router";
import { createQueryClient } from "./lib/react-query";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const screen = takeFirstScreen();
const queryClient = createQueryClient();
seedFirstScreen(queryClient, screen);
// A page the server rendered is taken over as it stands; its time-dependent text was written
// at the server's time.
const serverPage =
  container.firstElementChild && screen
    ? { renderedAt: screen.renderedAt, origin: window.location.origin }
    : null;
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} serverPage={serverPage}>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

if (serverPage) {
  hydrateRoot(container, app);
} else {
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // blocking a slow phone's main thread until the whole page is built.
  startTransition(() => {
    createRoot(container).render(app);
  });
}

import("./app/after-start").then((started) => started.afterStart(queryClient)).catch(() => {});
