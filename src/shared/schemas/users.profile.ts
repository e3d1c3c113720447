import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import { photoUploadId } from "#shared/rules/photo-reference.ts";
import { usernameSchema } from "./auth";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/** A domain with an optional http(s) prefix and path: quip.example, https://x.com/quip. */
const WEBSITE = /^(https?:\/\/)?([a-z0-9](-*[a-z0-9])*\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i;

export const ProfileDetailsInput = z.object({
  firstName: optionalText(LIMITS.nameMax, USER_MSG.nameTooLong),
  lastName: optionalText(LIMITS.nameMax, USER_MSG.nameTooLong),
  bio: optionalText(LIMITS.bioMax, USER_MSG.bioTooLong),
  website: optionalText(LIMITS.websiteMax, USER_MSG.websiteInvalid).refine(
    (v) => v === null || WEBSITE.test(v),
    USER_MSG.websiteInvalid,
  ),
  /** A photo the member uploaded (the server checks whose it is), or none; never an address elsewhere. */
  profileImageUrl: optionalText(LIMITS.imageUrlMax, USER_MSG.photo.notYours).refine(
    (v) => v === null || photoUploadId(v) !== null,
    USER_MSG.photo.notYours,
  ),
});

/** The profile's details, or the username alone (it has its own 30-day rule). */
export const UpdateProfileInput = ProfileDetailsInput.partial().extend({
  username: usernameSchema.optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInput>;

export const ProfilePhotoInput = z.object({
  profileImageUrl: z
    .string({ error: USER_MSG.photo.notYours })
    .refine((v) => photoUploadId(v) !== null, USER_MSG.photo.notYours),
});
