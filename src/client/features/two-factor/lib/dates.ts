let format: Intl.DateTimeFormat | undefined;

/** A day as the member's language writes it ("Nov 18, 2026"). */
export function shortDate(at: string): string {
  format ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
  return format.format(new Date(at));
}
