import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { ContactInboxView } from "#shared/schemas/contact.ts";
import { adminKeys } from "./admin-keys";

/** How long a page of the inbox is taken as current: new messages arrive without a change here. */
const INBOX_FRESH_MS = 30_000;

export type InboxFilters = { view: ContactInboxView; page: number };

export const getContactMessages = ({ view, page }: InboxFilters) =>
  callApi("GET /api/admin/contact-messages", { query: { view, page } });

export const getContactMessagesQueryOptions = (filters: InboxFilters) =>
  queryOptions({
    queryKey: adminKeys.contactMessagePage(filters.view, filters.page),
    queryFn: () => getContactMessages(filters),
    placeholderData: keepPreviousData,
    staleTime: INBOX_FRESH_MS,
  });

export function useContactMessages(filters: InboxFilters) {
  return useQuery(getContactMessagesQueryOptions(filters));
}
