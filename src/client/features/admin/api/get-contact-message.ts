import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { adminKeys } from "./admin-keys";

/** One message with its answers; the server marks it read as it answers. */
export const getContactMessage = (id: string) =>
  callApi("GET /api/admin/contact-messages/:id", { params: { id } });

export function useContactMessage(id: string) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: adminKeys.contactMessage(id),
      queryFn: async () => {
        const message = await getContactMessage(id);
        // Reading it changed the inbox's bold rows and the tab's count.
        for (const queryKey of [adminKeys.contactMessageLists(), adminKeys.contactUnread()]) {
          void queryClient.invalidateQueries({ queryKey });
        }
        return message;
      },
    }),
  );
}
