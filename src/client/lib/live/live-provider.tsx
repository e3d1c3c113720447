import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import type { LiveEventType, LiveQuip } from "../../../shared/schemas/live";
import { type LiveEventData, LiveStream } from "./live-stream";

const LiveStreamContext = createContext<LiveStream | null>(null);

/**
 * Holds the tab's one live stream. It opens once the browser knows who is reading (`viewer`:
 * the member's id, null for a visitor, undefined while that is being asked) and opens afresh
 * when that changes, as after signing in. Rendering on the server opens nothing: only effects
 * touch the stream. A `reset` refetches every answer on screen, and marks the rest stale.
 */
export function LiveStreamProvider({
  viewer,
  children,
}: {
  viewer: string | null | undefined;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [stream] = useState(() => new LiveStream(() => void queryClient.invalidateQueries()));

  useEffect(() => {
    if (viewer === undefined) return;
    stream.connect();
    return () => stream.disconnect();
  }, [stream, viewer]);

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

/** Follows the counts of `quipId` (`counts` events) while the component is mounted. */
export function useWatchQuip(quipId: string | null): void {
  const stream = useContext(LiveStreamContext);
  useEffect(() => {
    if (!stream || !quipId) return;
    stream.watch(quipId);
    return () => stream.unwatch(quipId);
  }, [stream, quipId]);
}

const NONE: readonly LiveQuip[] = [];
const subscribeToNothing = () => () => {};

/** The quips the stream announced lately, oldest first (none on the server and while taking over). */
export function useAnnouncedQuips(): readonly LiveQuip[] {
  const stream = useContext(LiveStreamContext);
  return useSyncExternalStore(
    stream?.subscribeToAnnounced ?? subscribeToNothing,
    stream?.announcedQuips ?? (() => NONE),
    () => NONE,
  );
}
