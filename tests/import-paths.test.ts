import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));

const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));

/** Every module specifier in a file: static and dynamic imports, re-exports and mocks. */
const specifiers = (source: string) =>
  [...source.matchAll(/(?:from|import\(|vi\.mock\()\s*"([^"]+)"/g)].map((match) => match[1] ?? "");

/**
 * A module reaches what sits beside or below it by a relative path and everything else by the
 * area it lives in (#shared/…, #server/…, #client/…), so a file can move within its folder tree
 * without its readers counting ../ again.
 */
describe("import paths", () => {
  it("name each area of src through package.json's imports", () => {
    expect(pkg.imports).toEqual({
      "#shared/*": "./src/shared/*",
      "#server/*": "./src/server/*",
      "#client/*": "./src/client/*",
    });
  });

  it("never climb out of a folder to reach another module of src", () => {
    const climbing = sources("src").flatMap((file) =>
      specifiers(readFileSync(file, "utf8"))
        .filter((specifier) => specifier.startsWith("../"))
        .filter((specifier) => path.join(path.dirname(file), specifier).startsWith("src/"))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(climbing).toEqual([]);
  });

  it("name a module of src by its file, as Node resolves a subpath", () => {
    const unresolved = [...sources("src"), ...sources("tests"), ...sources("e2e")].flatMap((file) =>
      specifiers(readFileSync(file, "utf8"))
        .filter((specifier) => specifier.startsWith("#"))
        .filter((specifier) => !/\.(tsx?|css|json)$/.test(specifier))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(unresolved).toEqual([]);
  });
});
