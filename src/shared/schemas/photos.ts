import { z } from "zod";

/** Where to PUT the photo's bytes (step two of an upload). */
export const UploadTicket = z.object({ uploadURL: z.string() });
export type UploadTicket = z.infer<typeof UploadTicket>;

/** The photo now on the profile, as the objects route serves it. */
export const ProfilePhotoAnswer = z.object({ objectPath: z.string() });
export type ProfilePhotoAnswer = z.infer<typeof ProfilePhotoAnswer>;
