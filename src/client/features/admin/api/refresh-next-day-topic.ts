import { useScheduleTool } from "#client/features/admin/hooks/use-schedule-tool.ts";
import { callApi } from "#client/lib/api-client.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";

/** Gives the next topic day a new generated topic. */
export const refreshNextDayTopic = () => callApi("POST /api/admin/refresh-next-day-topic");

export const useRefreshNextDayTopic = () =>
  useScheduleTool(refreshNextDayTopic, ADMIN_MSG.failed.refreshNextDayTopic);
