import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { refusalDescription } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";

/** A refused or failed safety action: the server's own words under the action's, if it gave any. */
export function toastFailure(error: unknown, title: string): void {
  if (handleUnauthorized(error)) return;
  toast({ title, ...refusalDescription(error), variant: "destructive" });
}
