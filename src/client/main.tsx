import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers";
import { AppRouter } from "./app/router";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

// As a transition, the first render yields to the browser every few milliseconds instead of
// blocking a slow phone's main thread until the whole page is built.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
