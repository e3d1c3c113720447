const TRAILING_DATE = /-\d{4}-\d{2}-\d{2}$/;

/** "Doing Laundry!" → "doing-laundry"; a trailing -YYYY-MM-DD is removed. */
export function topicSlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .replace(TRAILING_DATE, "");
}

/** The topic's slug plus its Eastern date: doing-laundry-2025-09-14. */
export function topicIdentifier(text: string, easternDate: string): string {
  return `${topicSlug(text)}-${easternDate}`;
}

/** Splits an identifier back into slug and date, or null when it carries no date. */
export function parseTopicIdentifier(identifier: string): { slug: string; date: string } | null {
  const match = /^(.*)-(\d{4}-\d{2}-\d{2})$/.exec(identifier);
  if (!match) return null;
  return { slug: match[1] ?? "", date: match[2] ?? "" };
}
