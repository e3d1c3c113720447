/**
 * What the service worker makes of a push (the server's PushPayload: title, body, url, tag).
 * A message that is not one, or a link that leads off this site, falls back to Activity: a
 * notice can only ever open a page of ours.
 */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const FALLBACK: PushNotice = { title: "Quip", body: "", url: "/activity", tag: "quip" };

export function readPushNotice(text: string | null, origin: string): PushNotice {
  if (!text) return FALLBACK;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return FALLBACK;
  }
  if (!value || typeof value !== "object") return FALLBACK;
  const record = value as Record<string, unknown>;
  const field = (key: string, fallback: string) =>
    typeof record[key] === "string" && record[key] !== "" ? (record[key] as string) : fallback;
  return {
    title: field("title", FALLBACK.title),
    body: field("body", ""),
    url: pageOf(field("url", FALLBACK.url), origin),
    tag: field("tag", FALLBACK.tag),
  };
}

/** The path of a page of this site, or Activity's. */
export function pageOf(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.pathname + parsed.search : FALLBACK.url;
  } catch {
    return FALLBACK.url;
  }
}
