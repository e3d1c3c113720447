import { ADMIN_MSG } from "../../../../shared/messages/admin";
import type { RefreshedTopics } from "../../../../shared/schemas/topics.admin";
import { api } from "../../../lib/api-client";
import { useScheduleTool } from "../hooks/use-schedule-tool";
import { adminUrl } from "./admin-keys";

/** Regenerates the chosen scheduled days (at least one; the server refuses none). */
export const refreshSelectedTopics = (topicIds: string[]) =>
  api.post<RefreshedTopics>(adminUrl("refresh-selected-topics"), { topicIds });

export const useRefreshSelectedTopics = () =>
  useScheduleTool(refreshSelectedTopics, ADMIN_MSG.failed.refreshSelectedTopics);
