import { readFile } from "node:fs/promises";
import path from "node:path";

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The pages sent with a first screen whose code is a chunk of its own, by their first segment. */
const PAGE_MODULES: Record<string, string> = {
  quip: "src/client/pages/quip.tsx",
  profile: "src/client/pages/profile.tsx",
};

/**
 * `<link rel="modulepreload">` tags for the code of the page at a path. Without them the
 * browser learns of a page's chunk only once the entry has run and the router asked for it:
 * a round trip after the first paint could have started. Read from the build's manifest once;
 * no manifest (tests, an API-only run) gives none.
 */
export function pagePreloads(clientDir: string | null): (pathname: string) => Promise<string> {
  let manifest: Promise<Manifest> | undefined;
  return async (pathname) => {
    const module = PAGE_MODULES[pathname.split("/")[1] ?? ""];
    if (!clientDir || !module) return "";
    manifest ??= readFile(path.join(clientDir, ".vite", "manifest.json"), "utf8")
      .then((text) => JSON.parse(text) as Manifest)
      .catch(() => ({}));
    const chunks = await manifest;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = chunks[key];
      if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(module);
    return [...files].map((file) => `<link rel="modulepreload" href="/${file}" />`).join("");
  };
}
