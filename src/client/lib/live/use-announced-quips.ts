import { useContext, useSyncExternalStore } from "react";
import type { LiveQuip } from "#shared/schemas/live.ts";
import { LiveStreamContext } from "./live-context";

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
