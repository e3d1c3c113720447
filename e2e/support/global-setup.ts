import { mkdirSync } from "node:fs";

export default function globalSetup(): void {
  mkdirSync("e2e/screenshots", { recursive: true });
}
