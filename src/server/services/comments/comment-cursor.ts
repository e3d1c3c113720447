import { z } from "zod";
import { AppError } from "#server/errors.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";

/**
 * A place in a list of comments: the last one shown, by its time and id. The time keeps its
 * microseconds (a JavaScript date would drop them and repeat or skip a comment at a page
 * boundary), written the way `to_char` gives it: fixed width, so it sorts as it reads.
 */
export interface CommentPlace {
  at: string;
  id: string;
}

/** `to_char`'s format for a comment's place in time: UTC, to the microsecond. */
export const CURSOR_TIME_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

const AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const Place = z.tuple([z.string().regex(AT_PATTERN), z.uuid()]);

export function encodeCursor(place: CommentPlace): string {
  return Buffer.from(JSON.stringify([place.at, place.id])).toString("base64url");
}

/** The place a cursor names; anything an answer did not give is refused with a 400. */
export function decodeCursor(cursor: string): CommentPlace {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  const place = Place.safeParse(decoded);
  if (!place.success) throw badCursor();
  const [at, id] = place.data;
  // A well-formed but impossible time (month 13) would otherwise fail in the database.
  const millis = `${at.slice(0, 23)}Z`;
  const date = new Date(millis);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== millis) throw badCursor();
  return { at, id };
}

function badCursor() {
  return new AppError("BAD_REQUEST", QUIP_MSG.comment.badCursor);
}
