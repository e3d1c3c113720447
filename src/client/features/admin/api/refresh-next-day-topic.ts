import { ADMIN_MSG } from "../../../../shared/messages/admin";
import type { RefreshedNextDayTopic } from "../../../../shared/schemas/topics.admin";
import { api } from "../../../lib/api-client";
import { useScheduleTool } from "../hooks/use-schedule-tool";
import { adminUrl } from "./admin-keys";

/** Gives the next topic day a new generated topic. */
export const refreshNextDayTopic = () =>
  api.post<RefreshedNextDayTopic>(adminUrl("refresh-next-day-topic"));

export const useRefreshNextDayTopic = () =>
  useScheduleTool(refreshNextDayTopic, ADMIN_MSG.failed.refreshNextDayTopic);
