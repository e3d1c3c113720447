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

/**
 * Our keys are under 60 characters. A file name (NAME_MAX) takes 255 bytes and a bucket key
 * 1,024: bounded here, a key, its sidecar's and its temporary file's names fit either, so a
 * long address is a key that is not there rather than a failure of the disk or the bucket.
 */
const MAX_OBJECT_KEY_LENGTH = 200;

/** Keys are ours (e.g. avatars/9f1c….webp); anything else is refused before touching storage. */
export function isSafeObjectKey(key: string): boolean {
  return (
    key.length <= MAX_OBJECT_KEY_LENGTH &&
    /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/.test(key) &&
    !key.includes("..")
  );
}

export class UnsafeObjectKeyError extends Error {
  constructor(readonly key: string) {
    super(`Refusing unsafe object key: ${JSON.stringify(key)}`);
  }
}

/** What a stored type reads as when it is missing or not one a header may carry. */
export const FALLBACK_CONTENT_TYPE = "application/octet-stream";

/** The type is sent back as a header: a CR or LF in it would split the response. */
const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w.+-]+=("[^"\r\n]*"|[\w.+-]+))*$/;

export function isValidContentType(type: string): boolean {
  return CONTENT_TYPE.test(type);
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
