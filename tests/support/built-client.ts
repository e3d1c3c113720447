import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A built client in a temporary folder, as the build leaves it (index.html and its files), for
 * an app that serves one as in production. `files` maps paths inside the folder to contents.
 */
export function writeBuiltClient(files: Record<string, string>): {
  dir: string;
  remove: () => void;
} {
  const dir = mkdtempSync(path.join(tmpdir(), "quip-client-"));
  const all = { "index.html": "<!doctype html><title>Quip</title>", ...files };
  for (const [name, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
