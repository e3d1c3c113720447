import { useContext, useEffect } from "react";
import { LiveStreamContext } from "./live-context";

/**
 * Follows the counts and new comments of `quipId` (`counts` and `comments` events) while the
 * component is mounted; `commentsSince` is when the comments shown were read.
 */
export function useWatchQuip(quipId: string | null, commentsSince?: string): void {
  const stream = useContext(LiveStreamContext);
  useEffect(() => {
    if (!stream || !quipId) return;
    stream.watch(quipId, commentsSince);
    return () => stream.unwatch(quipId);
  }, [stream, quipId, commentsSince]);
}
