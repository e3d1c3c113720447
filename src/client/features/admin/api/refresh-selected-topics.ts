import { useScheduleTool } from "#client/features/admin/hooks/use-schedule-tool.ts";
import { api } from "#client/lib/api-client.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { RefreshedTopics } from "#shared/schemas/topics.admin.ts";
import { adminUrl } from "./admin-keys";

/** Regenerates the chosen scheduled days (at least one; the server refuses none). */
export const refreshSelectedTopics = (topicIds: string[]) =>
  api.post<RefreshedTopics>(adminUrl("refresh-selected-topics"), { topicIds });

export const useRefreshSelectedTopics = () =>
  useScheduleTool(refreshSelectedTopics, ADMIN_MSG.failed.refreshSelectedTopics);
