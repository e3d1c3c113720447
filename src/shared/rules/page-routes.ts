/**
 * Every page there is, as wouter patterns: the one table the client's router takes its
 * patterns from (lib/paths.ts), the server's first screen finds the page of an address in, the
 * server counts page views by and the build reports each page's JavaScript for.
 */
export const PAGE_ROUTES = {
  home: "/",
  login: "/login",
  register: "/register",
  quip: "/quip/:id",
  profile: "/profile/:id?",
  editProfile: "/edit-profile",
  account: "/account",
  notificationSettings: "/settings/notifications",
  warnings: "/settings/warnings",
  goodbye: "/goodbye",
  compose: "/compose",
  activity: "/activity",
  search: "/search/:query?",
  topics: "/topics",
  topic: "/topics/:topic",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  confirmEmail: "/confirm-email",
  unsubscribe: "/unsubscribe",
  admin: "/admin",
  about: "/about",
  privacy: "/privacy",
  terms: "/terms",
  contact: "/contact",
  result: "/results/:competitionId/:userId",
  recap: "/recap/:week?",
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What each parameter must look like for the path to be a page that can exist: quips,
 * members and competitions are named by uuid, topics by a slug (with its date), a search by any text.
 */
const PARAMETER_SHAPES: Record<string, (segment: string) => boolean> = {
  id: (segment) => UUID.test(segment),
  competitionId: (segment) => UUID.test(segment),
  userId: (segment) => UUID.test(segment),
  topic: (segment) => segment.length <= 150 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment),
  query: (segment) => segment.length <= 600,
  week: (segment) => /^\d{4}-W\d{2}$/.test(segment),
};

type Segment = { literal: string } | { parameter: string; optional: boolean };

function segmentsOf(pattern: string): Segment[] {
  return pattern
    .split("/")
    .filter(Boolean)
    .map((part) =>
      part.startsWith(":")
        ? { parameter: part.replace(/^:|\?$/g, ""), optional: part.endsWith("?") }
        : { literal: part },
    );
}

export type PageName = keyof typeof PAGE_ROUTES;

/** The page an address is, and its parameters as the address gives them (still encoded). */
export interface PageMatch {
  name: PageName;
  /** The pattern with the parameters given named and the optional ones left out. */
  shape: string;
  params: Partial<Record<string, string>>;
}

const COMPILED = (Object.entries(PAGE_ROUTES) as [PageName, string][]).map(([name, pattern]) => ({
  name,
  segments: segmentsOf(pattern),
}));

/**
 * The page a browser path is, or null when no page of ours has that shape ("/quip/3f2c…" is
 * the quip page with id "3f2c…"; "/quip/123" is none, since a quip's id is a uuid). Like
 * wouter, letters match in any case and a trailing slash is allowed.
 */
export function matchPage(pathname: string): PageMatch | null {
  if (!pathname.startsWith("/")) return null;
  const parts = pathname.slice(1).replace(/\/$/, "").split("/");
  if (parts.length === 1 && parts[0] === "") parts.pop();
  for (const { name, segments } of COMPILED) {
    const found = match(segments, parts);
    if (found !== null) return { name, ...found };
  }
  return null;
}

/**
 * The page shape a browser path belongs to, with its parameters named rather than given
 * ("/quip/3f2c…" → "/quip/:id", "/profile" → "/profile"), or null when it is no page's.
 */
export function pageRouteOf(pathname: string): string | null {
  return matchPage(pathname)?.shape ?? null;
}

function match(segments: Segment[], parts: string[]): Omit<PageMatch, "name"> | null {
  const shape: string[] = [];
  const params: Record<string, string> = {};
  let index = 0;
  for (const segment of segments) {
    const part = parts[index];
    if ("literal" in segment) {
      if (part?.toLowerCase() !== segment.literal) return null;
      shape.push(segment.literal);
    } else if (part === undefined || part === "") {
      if (!segment.optional) return null;
      continue;
    } else {
      if (!PARAMETER_SHAPES[segment.parameter]?.(part)) return null;
      shape.push(`:${segment.parameter}`);
      params[segment.parameter] = part;
    }
    index += 1;
  }
  return index === parts.length ? { shape: `/${shape.join("/")}`, params } : null;
}
