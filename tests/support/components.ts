import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Each test renders into a document of its own making: what one left mounted would answer the next.
afterEach(() => {
  cleanup();
});
