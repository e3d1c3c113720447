import { mkdirSync } from "node:fs";
import { chromiumPath } from "./chromium";

/** Before the first test: the browser is checked here (installed if it may be), never on import. */
export default function globalSetup(): void {
  chromiumPath();
  mkdirSync("e2e/screenshots", { recursive: true });
}
