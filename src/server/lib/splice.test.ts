import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { insertBefore, replaceFirst, spliceAt } from "./splice";

const PATTERNS = ["$`", "$'", "$&", "$1", "$<x>", "$$", "$&lt;x&gt;"];

describe("splicing text into a page", () => {
  it.each(PATTERNS)("puts %s in as written, wherever it goes", (pattern) => {
    const page = "<head><title>Quip</title></head><body></body>";
    expect(insertBefore(page, /<\/head>/i, pattern)).toBe(
      `<head><title>Quip</title>${pattern}</head><body></body>`,
    );
    expect(replaceFirst(page, "<body></body>", `<body>${pattern}</body>`)).toBe(
      `<head><title>Quip</title></head><body>${pattern}</body>`,
    );
    expect(spliceAt(page, 6, 0, pattern)).toBe(
      `<head>${pattern}<title>Quip</title></head><body></body>`,
    );
  });

  it("finds the first marker only, in any case the pattern allows, and leaves a page without one", () => {
    expect(insertBefore("a</HEAD>b</head>", /<\/head>/gi, "+")).toBe("a+</HEAD>b</head>");
    expect(replaceFirst("x-x-x", "x", "y")).toBe("y-x-x");
    expect(insertBefore("no head here", /<\/head>/i, "+")).toBe("no head here");
    expect(replaceFirst("no root here", '<div id="root"></div>', "+")).toBe("no root here");
  });
});

/** Every server source file, tests aside. */
function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

describe("the server's sources", () => {
  it("build no replacement string from data: text goes into pages through these functions", () => {
    // A template with a value in it as the second argument of replace or replaceAll.
    const replacedWithData = /\.replace(?:All)?\([^;]*?,\s*`[^`]*\$\{/;
    const root = path.resolve(import.meta.dirname, "..");
    const offenders = serverSources(root).filter((file) =>
      replacedWithData.test(readFileSync(file, "utf8")),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
