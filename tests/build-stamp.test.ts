import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_OUTPUTS, buildIfChanged, STAMP_FILE } from "../scripts/lib/build-stamp.mjs";

let root: string;
let dist: string;
let builds: number;
let lines: string[];

/** A repository in miniature: the files a build reads, and a build that writes its outputs. */
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "quip-build-stamp-"));
  dist = path.join(root, "dist");
  for (const [file, content] of Object.entries({
    "src/server/main.ts": "export const port = 3000;\n",
    "src/client/start.tsx": "export const App = () => null;\n",
    "scripts/build-server.mjs": "// the server's bundle\n",
    "index.html": "<!doctype html>\n",
    "vite.config.ts": "export default {};\n",
    "package.json": "{}\n",
    "package-lock.json": "{}\n",
  })) {
    write(file, content);
  }
  builds = 0;
  lines = [];
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

function writeOutputs() {
  builds += 1;
  for (const file of BUILD_OUTPUTS) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), `build ${builds}`);
  }
}

const start = (options: { build?: () => void; env?: NodeJS.ProcessEnv; always?: boolean } = {}) =>
  buildIfChanged({
    root,
    dist,
    build: options.build ?? writeOutputs,
    env: options.env ?? {},
    always: options.always,
    log: (line) => lines.push(line),
  });

describe("a start builds only when the sources changed since the last finished build", () => {
  it("builds when there is no build, then skips while nothing changes, saying which", async () => {
    expect(await start()).toBe(true);
    expect(lines).toEqual(["Building into dist: there is no build yet."]);
    expect(await start()).toBe(false);
    expect(await start()).toBe(false);
    expect(builds).toBe(1);
    expect(lines.at(-1)).toBe("The build in dist is up to date with the sources: not building.");
  });

  it("builds again when a source file, the page, a script or the lock file changes", async () => {
    await start();
    for (const file of [
      "src/client/start.tsx",
      "index.html",
      "scripts/build-server.mjs",
      "package-lock.json",
    ]) {
      write(file, `${readFileSync(path.join(root, file), "utf8")}// changed\n`);
      expect(await start()).toBe(true);
      expect(lines.at(-1)).toBe("Building into dist: the sources changed since the last build.");
      expect(await start()).toBe(false);
    }
    write("src/shared/new-rule.ts", "export const added = true;\n");
    expect(await start()).toBe(true);
    unlinkSync(path.join(root, "src/shared/new-rule.ts"));
    expect(await start()).toBe(true);
    expect(builds).toBe(7);
  });

  it("builds again when the stamp or an output is missing", async () => {
    await start();
    unlinkSync(path.join(dist, STAMP_FILE));
    expect(await start()).toBe(true);
    expect(lines.at(-1)).toBe("Building into dist: no finished build is recorded there.");
    unlinkSync(path.join(dist, "server/main.js"));
    expect(await start()).toBe(true);
    expect(lines.at(-1)).toBe("Building into dist: server/main.js is missing.");
    expect(builds).toBe(3);
  });

  it("leaves no stamp after a failed build, so the next start builds again", async () => {
    await start();
    write("src/server/main.ts", "export const port = ;\n");
    const failing = () => {
      writeOutputs();
      throw new Error("the build failed");
    };
    await expect(start({ build: failing })).rejects.toThrow("the build failed");
    expect(existsSync(path.join(dist, STAMP_FILE))).toBe(false);
    // Even with the sources back as the last finished build had them.
    write("src/server/main.ts", "export const port = 3000;\n");
    expect(await start()).toBe(true);
  });

  it("builds again when a file changes while it builds", async () => {
    await start({
      build: () => {
        writeOutputs();
        write("src/server/main.ts", "export const port = 3001;\n");
      },
    });
    expect(await start()).toBe(true);
  });

  it("builds again for a test build, which is another build, and always when asked", async () => {
    await start();
    expect(await start({ env: { QUIP_TEST_BUILD: "1" } })).toBe(true);
    expect(await start({ env: { QUIP_TEST_BUILD: "1" } })).toBe(false);
    expect(await start({ always: true, env: { QUIP_TEST_BUILD: "1" } })).toBe(true);
    expect(builds).toBe(3);
  });

  it("is what `npm start` runs before the server, and what `npm run build` stamps", () => {
    const { scripts } = JSON.parse(
      readFileSync(path.join(import.meta.dirname, "..", "package.json"), "utf8"),
    ) as { scripts: Record<string, string> };
    expect(scripts.start).toBe("node scripts/build.mjs --if-changed && node scripts/serve.mjs");
    expect(scripts.build).toBe("node scripts/build.mjs");
  });
});
