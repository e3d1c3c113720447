import { useContext, useEffect } from "react";
import { LiveStreamContext } from "./live-context";

/** Follows the counts of `quipId` (`counts` events) while the component is mounted. */
export function useWatchQuip(quipId: string | null): void {
  const stream = useContext(LiveStreamContext);
  useEffect(() => {
    if (!stream || !quipId) return;
    stream.watch(quipId);
    return () => stream.unwatch(quipId);
  }, [stream, quipId]);
}
