import type { FailureDisplay } from "#client/components/form/use-form.ts";
import { ApiError, isUnauthorizedError } from "#client/lib/api-client.ts";
import { refusalText } from "#client/lib/refusal.ts";

/**
 * Where a refusal of a form guarded by the current password shows: a wrong password (403) under
 * that field, a value the rules refuse (400) under the field it concerns, anything else (too
 * many attempts, a failure of ours) over the form. A signed-out session shows nothing here:
 * the caller hands it to handleUnauthorized.
 */
export function guardedFormFailure<K extends string>(
  error: unknown,
  fields: { password: K; value: K },
  fallback: string,
): FailureDisplay<K> {
  if (isUnauthorizedError(error)) return null;
  const text = refusalText(error);
  if (error instanceof ApiError && text) {
    if (error.status === 403) return { field: fields.password, message: text };
    if (error.status === 400) return { field: fields.value, message: text };
  }
  return { message: text ?? fallback };
}
