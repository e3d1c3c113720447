import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { LIMITS } from "../../shared/limits";
import { USER_MSG } from "../../shared/user-messages";
import type { AppContext } from "../context";
import { storedObjects, users } from "../db/schema";
import { AppError } from "../errors";
import { objectPath } from "../storage/object-storage";

const UPLOAD_TTL_MS = 15 * 60 * 1000;
const AVATAR_PX = 512;
/** Decided by the bytes, never by the declared type or the file name. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "gif", "webp"]);

export const uploadUrl = (id: string) => `/api/objects/upload/${id}`;

/** Step one: a place to PUT one photo, valid for 15 minutes, for this member only. */
export async function createUpload(
  ctx: AppContext,
  ownerId: string,
): Promise<{ uploadURL: string }> {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(storedObjects)
    .values({
      key: `pending/${crypto.randomUUID()}`,
      ownerId,
      status: "pending",
      expiresAt: new Date(now.getTime() + UPLOAD_TTL_MS),
      createdAt: now,
    })
    .returning({ id: storedObjects.id });
  if (!row) throw new Error("insert returned no row");
  return { uploadURL: uploadUrl(row.id) };
}

/**
 * Step two: the bytes. They must really be a JPEG, PNG, GIF or WebP of at most 10 MB; the
 * photo is re-encoded as a square WebP, which drops every bit of metadata (EXIF, GPS).
 */
export async function receiveUpload(
  ctx: AppContext,
  ownerId: string,
  id: string,
  bytes: Buffer,
): Promise<void> {
  const [upload] = await ctx.db
    .select()
    .from(storedObjects)
    .where(and(eq(storedObjects.id, id), eq(storedObjects.ownerId, ownerId)));
  if (!upload) throw new AppError("NOT_FOUND", USER_MSG.photo.uploadNotFound);
  if (upload.status !== "pending" || (upload.expiresAt && upload.expiresAt <= ctx.now())) {
    throw new AppError("BAD_REQUEST", USER_MSG.photo.uploadExpired);
  }
  if (bytes.length > LIMITS.photoMaxBytes)
    throw new AppError("PAYLOAD_TOO_LARGE", USER_MSG.photo.tooLarge);
  const format = await imageFormat(bytes);
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", USER_MSG.photo.invalidType);
  }
  const avatar = await sharp(bytes, { animated: false })
    .rotate()
    .resize(AVATAR_PX, AVATAR_PX, { fit: "cover" })
    .webp({ quality: 82 })
    .toBuffer();
  const key = `avatars/${id}.webp`;
  await ctx.storage.put(key, avatar, "image/webp");
  await ctx.db
    .update(storedObjects)
    .set({
      key,
      status: "ready",
      contentType: "image/webp",
      byteSize: avatar.length,
      expiresAt: null,
    })
    .where(eq(storedObjects.id, id));
}

async function imageFormat(bytes: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(bytes).metadata()).format;
  } catch {
    return undefined;
  }
}

/**
 * Step three: the uploaded photo becomes a member's picture. `uploader` must own the upload;
 * `targetId` is the member whose picture changes (an admin may set QuipBot's).
 */
export async function setProfilePhoto(
  ctx: AppContext,
  uploaderId: string,
  targetId: string,
  reference: string,
): Promise<{ objectPath: string }> {
  const id = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i.exec(reference)?.[1];
  if (!id) throw new AppError("BAD_REQUEST", USER_MSG.photo.uploadNotFound);
  const [upload] = await ctx.db
    .select()
    .from(storedObjects)
    .where(and(eq(storedObjects.id, id), eq(storedObjects.ownerId, uploaderId)));
  if (!upload) throw new AppError("NOT_FOUND", USER_MSG.photo.uploadNotFound);
  if (upload.status !== "ready") throw new AppError("BAD_REQUEST", USER_MSG.photo.notUploaded);
  const path = objectPath(upload.key);
  const updated = await ctx.db
    .update(users)
    .set({ profileImageUrl: path, updatedAt: ctx.now() })
    .where(eq(users.id, targetId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", USER_MSG.notFound);
  return { objectPath: path };
}
