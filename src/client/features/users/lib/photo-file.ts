import { LIMITS } from "#shared/limits.ts";
import { USER_MSG } from "#shared/messages/users.ts";

const m = USER_MSG.photo;

/** The client's checks before an upload: an image, at most 10 MB. Null when the file may go. */
export function checkPhotoFile(file: {
  type: string;
  size: number;
}): { title: string; description: string } | null {
  if (!file.type.startsWith("image/"))
    return { title: m.invalidTypeTitle, description: m.invalidType };
  if (file.size > LIMITS.photoMaxBytes) return { title: m.tooLargeTitle, description: m.tooLarge };
  return null;
}
