import { useScheduleTool } from "#client/features/admin/hooks/use-schedule-tool.ts";
import { callApi } from "#client/lib/api-client.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { GeneratedTopics } from "#shared/schemas/topics.admin.ts";

/** Fills every empty upcoming day with a generated topic; answers how many, or why none. */
export const generateTopics = () => callApi("POST /api/admin/generate-topics");

export const useGenerateTopics = () =>
  useScheduleTool(
    generateTopics,
    ADMIN_MSG.failed.generateTopics,
    (answer: GeneratedTopics) => answer.generated > 0,
  );
