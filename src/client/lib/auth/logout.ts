import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { fullPageNavigate } from "#client/lib/navigation.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { PROFILE_MSG } from "#shared/messages/users.ts";

/** A call, not a link: the server ends a session only for a request our own pages sent. */
export const logout = () => callApi("POST /api/logout");

/** What the offline page would show: loaded when needed, it is no part of any first load. */
const forgetKeptFeed = () =>
  import("#client/lib/offline/forget-kept-feed.ts")
    .then((kept) => kept.forgetKeptFeed())
    .catch(() => {});

/**
 * Then a fresh page at home, so nothing cached about the member outlives the session: the
 * feed kept for the offline page goes first.
 */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await forgetKeptFeed();
      fullPageNavigate("/");
    },
    onError: () => toast({ title: PROFILE_MSG.logoutFailed, variant: "destructive" }),
  });
}
