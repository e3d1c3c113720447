import { ADMIN_MSG } from "../../../../shared/admin-messages";
import type { RefreshedNextDayTopic } from "../../../../shared/schemas/topic-admin";
import { api } from "../../../lib/api-client";
import { useScheduleTool } from "../hooks/use-schedule-tool";
import { adminUrl } from "./admin-keys";

/** Gives the next topic day a new generated topic. */
export const refreshNextDayTopic = () =>
  api.post<RefreshedNextDayTopic>(adminUrl("refresh-next-day-topic"));

export const useRefreshNextDayTopic = () =>
  useScheduleTool(refreshNextDayTopic, ADMIN_MSG.failed.refreshNextDayTopic);
