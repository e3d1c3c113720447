/**
 * Whether a conditional request's If-None-Match names the current ETag, so a 304 can stand in
 * for the body. The header may list several tags, weak ones (W/"…") included, or be "*".
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
