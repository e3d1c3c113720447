import { ProfilePhotoAnswer, UploadTicket } from "#shared/schemas/photos.ts";
import { IdParams } from "#shared/schemas/quips.ts";
import { ProfilePhotoInput } from "#shared/schemas/users.profile.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

export const photosApi = {
  "POST /api/objects/upload": { response: { 200: UploadTicket } },
  "PUT /api/objects/upload/:id": { params: IdParams, response: { 204: NoBody } },
  "PUT /api/profile-photo": { body: ProfilePhotoInput, response: { 200: ProfilePhotoAnswer } },
} as const satisfies ApiTable;
