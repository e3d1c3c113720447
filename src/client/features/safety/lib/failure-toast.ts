import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { refusalDescription } from "../../../lib/refusal";
import { toast } from "../../../lib/toast/use-toast";

/** A refused or failed safety action: the server's own words under the action's, if it gave any. */
export function toastFailure(error: unknown, title: string): void {
  if (handleUnauthorized(error)) return;
  toast({ title, ...refusalDescription(error), variant: "destructive" });
}
