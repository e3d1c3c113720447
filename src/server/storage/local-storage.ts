import { randomBytes } from "node:crypto";
import type { Dirent } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  FALLBACK_CONTENT_TYPE,
  isSafeObjectKey,
  isValidContentType,
  type ObjectStorage,
  UnsafeObjectKeyError,
} from "./object-storage";

/**
 * "~" can never appear in a safe key, so no key can name a sidecar or a half-written
 * temporary file, and no object can overwrite another object's content type.
 */
const META_SUFFIX = "~meta.json";
const TEMP_MARK = "~tmp-";

interface Sidecar {
  contentType: string;
}

export interface LocalStorage extends ObjectStorage {
  /** Every stored object's key, for copying them elsewhere; none while the folder is missing. */
  listKeys(): Promise<string[]>;
}

/** Objects as plain files under dir (the key is the path), each with a small sidecar. */
export function createLocalStorage(dir: string): LocalStorage {
  const root = path.resolve(dir);

  /** The key's file, or null for a key that could reach outside root. */
  function fileOf(key: string): string | null {
    if (!isSafeObjectKey(key)) return null;
    const file = path.resolve(root, key);
    return file.startsWith(root + path.sep) ? file : null;
  }

  function requireFileOf(key: string): string {
    const file = fileOf(key);
    if (!file) throw new UnsafeObjectKeyError(key);
    return file;
  }

  return {
    async put(key, bytes, contentType) {
      const file = requireFileOf(key);
      if (!isValidContentType(contentType)) throw new Error(`Invalid content type: ${contentType}`);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed, so a concurrent reader never sees half an object.
      const temp = `${TEMP_MARK}${randomBytes(6).toString("hex")}`;
      const sidecar: Sidecar = { contentType };
      await writeFile(file + META_SUFFIX + temp, JSON.stringify(sidecar));
      await writeFile(file + temp, bytes);
      // The sidecar lands first: whenever the bytes exist, their type does too.
      await rename(file + META_SUFFIX + temp, file + META_SUFFIX);
      await rename(file + temp, file);
    },

    async get(key) {
      // Nothing can ever be stored under an unsafe key, so it is simply not found.
      const file = fileOf(key);
      if (!file) return null;
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return { bytes, contentType: await readContentType(file) };
    },

    async delete(key) {
      const file = requireFileOf(key);
      await rm(file, { force: true });
      await rm(file + META_SUFFIX, { force: true });
    },

    async listKeys() {
      let entries: Dirent[];
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      // Sidecars and half-written files carry a "~", which no safe key does.
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .map((relative) => relative.split(path.sep).join("/"))
        .filter((key) => fileOf(key) !== null)
        .sort();
    },
  };
}

async function readContentType(file: string): Promise<string> {
  try {
    const sidecar = JSON.parse(await readFile(file + META_SUFFIX, "utf8")) as Partial<Sidecar>;
    const type = sidecar.contentType;
    return typeof type === "string" && isValidContentType(type) ? type : FALLBACK_CONTENT_TYPE;
  } catch (error) {
    if (isMissing(error) || error instanceof SyntaxError) return FALLBACK_CONTENT_TYPE;
    throw error;
  }
}

/** A missing file, a key that names a folder or passes through a file, or one no file can have. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR" || code === "ENAMETOOLONG";
}
