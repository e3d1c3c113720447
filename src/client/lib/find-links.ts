/** A piece of a quip's or comment's text: plain, a link out, or a link to one of our quips. */
export type TextPart =
  | { kind: "text"; start: number; text: string }
  | { kind: "link"; start: number; text: string; href: string }
  | { kind: "quip"; start: number; text: string; href: string };

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const QUIP_PATH = new RegExp(`^/quip/${UUID}/?$`, "i");
// A web address, or a bare /quip/{id} path standing on its own (not the tail of another word).
// No lookbehind: older Safari refuses to parse it, and the whole bundle with it.
const CANDIDATE = new RegExp(`(https?://[^\\s<>"]+)|(^|[\\s(])(/quip/${UUID})(?![\\w-])`, "gi");
const TRAILING_PUNCTUATION = /[.,!?;:'"’”\]]$/;

/**
 * Splits text into plain runs and links. Only http and https addresses become links (never
 * javascript: or data:), and the sentence's own punctuation stays outside them. Addresses of a
 * quip on this site, and bare /quip/{id} paths, come back as in-app paths.
 */
export function findLinks(text: string, origin: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  const pushText = (end: number) => {
    if (end > plainFrom)
      parts.push({ kind: "text", start: plainFrom, text: text.slice(plainFrom, end) });
  };
  for (const match of text.matchAll(CANDIDATE)) {
    const [, address, prefix = "", quipPath] = match;
    const start = match.index + (address ? 0 : prefix.length);
    const raw = trimPunctuation(address ?? quipPath ?? "");
    const part = address ? linkTo(raw, origin) : { kind: "quip" as const, href: raw };
    if (!part) continue;
    pushText(start);
    parts.push({ ...part, start, text: raw });
    plainFrom = start + raw.length;
  }
  pushText(text.length);
  return parts;
}

function linkTo(address: string, origin: string) {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.origin === origin && QUIP_PATH.test(url.pathname)) {
    return { kind: "quip" as const, href: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: "link" as const, href: url.href };
}

/** "(see https://x.example/a_(b))." keeps the balanced bracket and drops the rest. */
function trimPunctuation(address: string): string {
  let end = address.length;
  for (;;) {
    const kept = address.slice(0, end);
    if (TRAILING_PUNCTUATION.test(kept)) end -= 1;
    else if (kept.endsWith(")") && count(kept, "(") < count(kept, ")")) end -= 1;
    else return kept;
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;
