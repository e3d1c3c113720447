import { TIMING } from "../../../../shared/limits";
import { MSG } from "../../../../shared/messages";
import { toast } from "../../../components/ui/use-toast";
import { isUnauthorizedError } from "../../../lib/api-client";
import { fullPageNavigate } from "../../../lib/navigation";
import { paths } from "../../../lib/paths";

/**
 * The spec's answer to a mutation refused because the member is signed out: a toast, then
 * after 500 ms a full page load to /register (likes, bookmarks, comments, compose) or to
 * /api/login (admin delete, profile update). Returns true when it handled the error.
 */
export function handleUnauthorized(
  error: unknown,
  destination: "register" | "login" = "register",
): boolean {
  if (!isUnauthorizedError(error)) return false;
  toast({
    title: MSG.auth.loggedOutTitle,
    description: MSG.auth.loggedOutBody,
    variant: "destructive",
  });
  const url = destination === "register" ? paths.register.getHref() : "/api/login";
  setTimeout(() => fullPageNavigate(url), TIMING.unauthorizedRedirectMs);
  return true;
}
