import { and, eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { storedObjects, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { objectPath } from "#server/storage/object-storage.ts";
import { LIMITS } from "#shared/limits.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import { photoUploadId } from "#shared/rules/photo-reference.ts";
import { toAvatar } from "./avatar-image";

const UPLOAD_TTL_MS = 15 * 60 * 1000;

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
 * Step two: the bytes. They must really be a JPEG, PNG, GIF or WebP of at most 10 MB and
 * 25 megapixels; the photo is re-encoded as a square WebP, which drops every bit of metadata.
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
  const avatar = await toAvatar(bytes);
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

/**
 * The object path of a photo `uploaderId` uploaded and we re-encoded, named by its upload URL
 * or its object path. Anything else is refused alike (someone else's upload, one that never
 * existed), so the answer tells nothing about other members' uploads.
 */
export async function ownUploadedPhotoPath(
  ctx: AppContext,
  uploaderId: string,
  reference: string,
): Promise<string> {
  const id = photoUploadId(reference);
  if (!id) throw new AppError("BAD_REQUEST", USER_MSG.photo.notYours);
  const [upload] = await ctx.db
    .select()
    .from(storedObjects)
    .where(and(eq(storedObjects.id, id), eq(storedObjects.ownerId, uploaderId)));
  if (!upload) throw new AppError("BAD_REQUEST", USER_MSG.photo.notYours);
  if (upload.status !== "ready") throw new AppError("BAD_REQUEST", USER_MSG.photo.notUploaded);
  return objectPath(upload.key);
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
  const path = await ownUploadedPhotoPath(ctx, uploaderId, reference);
  const updated = await ctx.db
    .update(users)
    .set({ profileImageUrl: path, updatedAt: ctx.now() })
    .where(eq(users.id, targetId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", USER_MSG.notFound);
  await ctx.sharedCache?.invalidate();
  return { objectPath: path };
}
