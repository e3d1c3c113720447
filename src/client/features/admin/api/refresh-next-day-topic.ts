import { useScheduleTool } from "#client/features/admin/hooks/use-schedule-tool.ts";
import { api } from "#client/lib/api-client.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { RefreshedNextDayTopic } from "#shared/schemas/topics.admin.ts";
import { adminUrl } from "./admin-keys";

/** Gives the next topic day a new generated topic. */
export const refreshNextDayTopic = () =>
  api.post<RefreshedNextDayTopic>(adminUrl("refresh-next-day-topic"));

export const useRefreshNextDayTopic = () =>
  useScheduleTool(refreshNextDayTopic, ADMIN_MSG.failed.refreshNextDayTopic);
