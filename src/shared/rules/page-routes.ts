/**
 * Every page the client's router answers, as wouter patterns: the server counts page views
 * only for paths they match. The router's own patterns (client lib/paths.ts, kept as literals
 * there for the build's bundle report) must be these exactly; lib/paths.test.ts checks it.
 */
export const PAGE_ROUTES = {
  home: "/",
  login: "/login",
  register: "/register",
  quip: "/quip/:id",
  profile: "/profile/:id?",
  editProfile: "/edit-profile",
  account: "/account",
  goodbye: "/goodbye",
  compose: "/compose",
  activity: "/activity",
  search: "/search/:query?",
  topics: "/topics",
  topic: "/topics/:topic",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  confirmEmail: "/confirm-email",
  admin: "/admin",
  about: "/about",
  privacy: "/privacy",
  terms: "/terms",
  contact: "/contact",
  result: "/results/:competitionId/:userId",
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

const COMPILED = Object.values(PAGE_ROUTES).map(segmentsOf);

/**
 * The page shape a browser path belongs to, with its parameters named rather than given
 * ("/quip/3f2c…" → "/quip/:id", "/profile" → "/profile"), or null when no page of ours has
 * that shape. Like wouter, letters match in any case and a trailing slash is allowed.
 */
export function pageRouteOf(pathname: string): string | null {
  if (!pathname.startsWith("/")) return null;
  const parts = pathname.slice(1).replace(/\/$/, "").split("/");
  if (parts.length === 1 && parts[0] === "") parts.pop();
  for (const segments of COMPILED) {
    const shape = match(segments, parts);
    if (shape !== null) return shape;
  }
  return null;
}

function match(segments: Segment[], parts: string[]): string | null {
  const shape: string[] = [];
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
    }
    index += 1;
  }
  return index === parts.length ? `/${shape.join("/")}` : null;
}
