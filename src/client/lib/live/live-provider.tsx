import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { toast } from "#client/lib/toast/use-toast.ts";
import type { LiveEventType } from "#shared/schemas/live.ts";
import { LiveStreamContext } from "./live-context";
import type { LiveEventData, LiveStream } from "./live-stream";

/**
 * Holds the tab's one live stream. It opens once the browser knows who is reading (`viewer`:
 * the member's id, null for a visitor, undefined while that is being asked), and a new one
 * opens when that changes, as after signing in. Its code is fetched then, after the page has
 * been taken over: nothing on screen waits for it. Rendering on the server opens nothing, as
 * only effects touch the stream. The stream reads and writes the cache itself: the quips on
 * screen, their counts, and after a `reset` every answer, those on screen read again and the
 * rest marked stale. A refused stream (too many tabs) is said in a toast.
 */
export function LiveStreamProvider({
  viewer,
  children,
}: {
  viewer: string | null | undefined;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [stream, setStream] = useState<LiveStream | null>(null);

  useEffect(() => {
    if (viewer === undefined) return;
    let isCurrent = true;
    let opened: LiveStream | null = null;
    void import("./live-stream").then(({ LiveStream }) => {
      if (!isCurrent) return;
      opened = new LiveStream(queryClient, (message) =>
        toast({ title: message, variant: "destructive" }),
      );
      opened.connect();
      setStream(opened);
    });
    return () => {
      isCurrent = false;
      opened?.disconnect();
      setStream(null);
    };
  }, [queryClient, viewer]);

  return <LiveStreamContext value={stream}>{children}</LiveStreamContext>;
}

/** Calls `handler` with each event of `type` while the component is mounted. */
export function useLiveEvent<T extends LiveEventType>(
  type: T,
  handler: (data: LiveEventData[T]) => void,
): void {
  const stream = useContext(LiveStreamContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => stream?.on(type, (data) => latest.current(data)), [stream, type]);
}
