import { useScheduleTool } from "#client/features/admin/hooks/use-schedule-tool.ts";
import { callApi } from "#client/lib/api-client.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";

/** Regenerates the chosen scheduled days (at least one; the server refuses none). */
export const refreshSelectedTopics = (topicIds: string[]) =>
  callApi("POST /api/admin/refresh-selected-topics", { body: { topicIds } });

export const useRefreshSelectedTopics = () =>
  useScheduleTool(refreshSelectedTopics, ADMIN_MSG.failed.refreshSelectedTopics);
