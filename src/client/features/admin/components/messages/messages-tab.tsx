import { useEffect, useRef, useState } from "react";
import type { InboxFilters } from "#client/features/admin/api/get-contact-messages.ts";
import { useOpenMessage } from "#client/features/admin/hooks/use-open-message.ts";
import { InboxList } from "./inbox-list";
import { MessageView } from "./message-view";

/**
 * The contact inbox: the list of messages (the inbox or the archive), or one message open with
 * its answers. Back at the list, the focus returns to the message that was open.
 */
export function MessagesTab() {
  const [openId, setOpenId] = useOpenMessage();
  const [filters, setFilters] = useState<InboxFilters>({ view: "inbox", page: 1 });
  const lastOpened = useRef<string | null>(null);
  useEffect(() => {
    if (openId) lastOpened.current = openId;
  }, [openId]);

  if (openId) return <MessageView id={openId} onBack={() => setOpenId(null)} />;
  return (
    <InboxList filters={filters} onFiltersChange={setFilters} returnFocusTo={lastOpened.current} />
  );
}
