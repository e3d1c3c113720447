import type { SyntheticEvent } from "react";

let format: Intl.DateTimeFormat | undefined;

/** The reader's own full date and time, as `Date#toLocaleString` writes it, by one formatter. */
export function fullDateTime(at: Date | string): string {
  format ??= new Intl.DateTimeFormat(undefined, {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  return format.format(new Date(at));
}

/**
 * Gives a `<time>` its full date and time as a tooltip when the pointer reaches it. Written
 * into every card's first render, the first formatter's locale data alone cost a slow phone's
 * feed about 140 ms before the first quip could paint.
 */
export function showFullDateTime(event: SyntheticEvent<HTMLTimeElement>): void {
  const time = event.currentTarget;
  if (!time.title) time.title = fullDateTime(time.dateTime);
}
