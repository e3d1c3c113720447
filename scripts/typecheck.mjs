// Type-checks the three TypeScript projects side by side: the server (Node's types, no DOM),
// the browser's code (the DOM's types, none of Node's) and the code that drives a browser from
// Node. Each is its own program, so one side's globals cannot leak into the other.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const projects = [".", "src/client", "e2e"];

const codes = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [tsc, "--noEmit", "-p", project], {
          stdio: "inherit",
        });
        child.once("exit", (code) => resolve(code ?? 1));
      }),
  ),
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
