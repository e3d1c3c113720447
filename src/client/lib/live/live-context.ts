import { createContext } from "react";
import type { LiveStream } from "./live-stream";

/** The tab's open stream; null on the server, before it opens and between two viewers. */
export const LiveStreamContext = createContext<LiveStream | null>(null);
