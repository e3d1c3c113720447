/** Where uploaded bytes live: the data directory by default, a bucket when configured. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

/** Keys are ours (e.g. avatars/9f1c….webp); anything else is refused before touching disk. */
export function isSafeObjectKey(key: string): boolean {
  return /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/.test(key) && !key.includes("..");
}

/**
 * Keys under these folders are pictures every browser may load; anything else in storage (a
 * member's data export) is private and served only by its own route, to its owner.
 */
const PUBLIC_FOLDERS = ["avatars/"];

export function isPublicObjectKey(key: string): boolean {
  return isSafeObjectKey(key) && PUBLIC_FOLDERS.some((folder) => key.startsWith(folder));
}

const OBJECTS_PREFIX = "/objects/";

/** The public path an object is served at. */
export function objectPath(key: string): string {
  return `${OBJECTS_PREFIX}${key}`;
}

/** Whether a path is one objectPath could have made: it can only reach the objects route. */
export function isObjectPath(path: string): boolean {
  return path.startsWith(OBJECTS_PREFIX) && isSafeObjectKey(path.slice(OBJECTS_PREFIX.length));
}
