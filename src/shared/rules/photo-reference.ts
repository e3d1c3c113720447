const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/**
 * The two exact spellings of an uploaded photo: the upload URL step one answered, or the
 * object path setting the photo answered. Whole-string matches with nothing else allowed
 * (no dot segments, no percent-encoding, no query, no other host or prefix), because a
 * member's photo is loaded by every viewer's browser: anything looser could point it at one
 * of our own actions.
 */
const PHOTO_REFERENCE = new RegExp(
  `^(?:/api/objects/upload/(${UUID})|/objects/avatars/(${UUID})\\.webp)$`,
);

/** The upload a photo reference names, or null when it is not one of the two spellings. */
export function photoUploadId(reference: string): string | null {
  const match = PHOTO_REFERENCE.exec(reference);
  return match?.[1] ?? match?.[2] ?? null;
}
