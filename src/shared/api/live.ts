import { z } from "zod";
import { GENERIC_MSG } from "#shared/messages/common.ts";
import { WatchQuipBody } from "#shared/schemas/live.ts";
import { NoBody, textAs } from "./answers";
import type { ApiTable } from "./types";

/** A batch id: what `id:` lines carry. */
const EVENT_ID = /^\d{1,19}$/;

const StreamQuery = z.object({
  lastEventId: z.string().regex(EVENT_ID, GENERIC_MSG.badRequest).optional(),
});
const StreamParams = z.object({ streamId: z.string().max(64) });

export const liveApi = {
  "GET /api/stream": { querystring: StreamQuery, response: { 200: textAs("text/event-stream") } },
  "POST /api/stream/:streamId/watch": {
    params: StreamParams,
    body: WatchQuipBody,
    response: { 204: NoBody },
  },
} as const satisfies ApiTable;
