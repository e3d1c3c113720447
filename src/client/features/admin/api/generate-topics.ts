import { ADMIN_MSG } from "../../../../shared/messages/admin";
import type { GeneratedTopics } from "../../../../shared/schemas/topics.admin";
import { api } from "../../../lib/api-client";
import { useScheduleTool } from "../hooks/use-schedule-tool";
import { adminUrl } from "./admin-keys";

/** Fills every empty upcoming day with a generated topic; answers how many, or why none. */
export const generateTopics = () => api.post<GeneratedTopics>(adminUrl("generate-topics"));

export const useGenerateTopics = () =>
  useScheduleTool(
    generateTopics,
    ADMIN_MSG.failed.generateTopics,
    (answer: GeneratedTopics) => answer.generated > 0,
  );
