import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { StaffNote } from "#shared/schemas/moderation.ts";
import { adminKeys } from "./admin-keys";

/** What moderators and administrators have written about a member, newest first. */
export const getStaffNotes = (memberId: string) =>
  callApi("GET /api/moderation/users/:id/notes", { params: { id: memberId } });

export const getStaffNotesQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: adminKeys.staffNotes(memberId),
    queryFn: () => getStaffNotes(memberId),
  });

export function useStaffNotes(memberId: string) {
  return useQuery(getStaffNotesQueryOptions(memberId));
}

export type AddStaffNoteInput = { memberId: string; content: string };

export const addStaffNote = ({ memberId, content }: AddStaffNoteInput) =>
  callApi("POST /api/moderation/users/:id/notes", { params: { id: memberId }, body: { content } });

/** The form shows a refusal itself; the new note goes to the top of the list at once. */
export function useAddStaffNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaffNote,
    onSuccess: (note, { memberId }) => {
      queryClient.setQueryData<StaffNote[]>(adminKeys.staffNotes(memberId), (notes) =>
        notes ? [note, ...notes] : [note],
      );
      toast({ title: ADMIN_MSG.moderation.done.noteAdded, variant: "success" });
      void queryClient.invalidateQueries({ queryKey: adminKeys.staffNotes(memberId) });
    },
  });
}
