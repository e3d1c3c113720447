import { readFileSync } from "node:fs";
import semver from "semver";
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

/**
 * The machine's own Node runs `npm install` before Node 24 arrives, and npm checks every
 * package's `engines` against that Node. A package that rules it out prints `EBADENGINE` on
 * every install, so each one must admit both the oldest Node `devEngines` lets start npm and
 * the Node the product runs on (decision 0147). npm skips an optional package that rules a
 * Node out without a word, as it does another platform's build.
 */
type LockEntry = { optional?: boolean; engines?: { node?: string } };

describe("every installed package", () => {
  const oldest = semver.minVersion(pkg.devEngines.runtime.version)?.version ?? "";
  const ruledOut = (node: string) =>
    Object.entries(lock.packages as Record<string, LockEntry>)
      .filter(([path, entry]) => path && !entry.optional && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(node, entry.engines?.node ?? "*"))
      .map(([path, entry]) => `${path} wants ${entry.engines?.node}`);

  it("admits the oldest Node that may start npm", () => {
    expect(oldest).toMatch(/^20\./);
    expect(ruledOut(oldest)).toEqual([]);
  });

  it("admits the Node the product runs on", () => {
    expect(ruledOut(pinned)).toEqual([]);
  });
});
