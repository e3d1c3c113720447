import { useQueryClient } from "@tanstack/react-query";
import { useLiveEvent } from "#client/lib/live/live-provider.tsx";
import { topicKeys } from "#client/lib/query-keys.ts";

/**
 * When the Topic of the Day changes, every topic answer on screen (the banner, the compose
 * picker, a topic's page, the topics list) is read again; the rest are read when next shown.
 * Mount it once (the layout).
 */
export function useLiveTopic(): void {
  const queryClient = useQueryClient();
  useLiveEvent("topic", () => void queryClient.invalidateQueries({ queryKey: topicKeys.all }));
}
