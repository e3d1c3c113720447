import { ApiError } from "#client/lib/api-client.ts";
import { PROFILE_SETTINGS_MSG } from "#shared/messages/users.profile-settings.ts";

const m = PROFILE_SETTINGS_MSG;

/** The toast for a refused username change, worded as the spec gives it (spec 01 §8). */
export function usernameError(error: unknown): { title: string; description: string } {
  const body = error instanceof ApiError ? error.body : "";
  if (body.toLowerCase().includes(m.usernameChangeMarker)) {
    return { title: m.usernameChangeErrorTitle, description: body };
  }
  if (body.includes(m.usernameTakenMarker)) return { title: "Error", description: m.usernameTaken };
  if (body.includes(m.usernameCharsMarker)) return { title: "Error", description: m.usernameChars };
  return { title: "Error", description: m.usernameFailed };
}
