import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(file, "utf8").trim();
const pkg = JSON.parse(read("package.json"));
const lock = JSON.parse(read("package-lock.json"));
const pinned = read(".node-version");

/**
 * The project brings its Node as a dependency, so every npm script, these tests included, runs
 * on it; the places that name the version must agree, or a version manager, the lock file and
 * the tests would each pick a different one.
 */
describe("the project's Node", () => {
  it("is one exact 24.x version, named alike everywhere", () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(read(".nvmrc")).toBe(pinned);
    expect(pkg.dependencies.node).toBe(pinned);
    expect(lock.packages["node_modules/node"].version).toBe(pinned);
    expect(pkg.engines.node).toBe(">=24");
  });

  it("is the one these tests run on", () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it("may install its binary under an npm that asks before running install scripts", () => {
    expect(pkg.allowScripts.node).toBe(true);
  });
});
