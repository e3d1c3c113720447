import type { FeedFilter } from "#shared/rules/feed-filters.ts";
import type { CurrentUser } from "./auth";
import type { Quip } from "./quips";
import type { TopicOfTheDay } from "./topics";
import type { UserProfile } from "./users";

/** The id of the page's non-executing JSON block that carries a `FirstScreen`. */
export const FIRST_SCREEN_ELEMENT_ID = "quip-first-screen";

/**
 * What a page's first screen needs, sent with the HTML so it paints without waiting for the
 * API. Each part is exactly what the API would answer the same viewer at the same moment (its
 * response schema encodes it); a part the server could not build is absent and the client asks
 * for it as usual.
 */
export interface FirstScreen {
  /** The server's time when it built this screen (ms since the epoch): "3 mins" ago is from it. */
  renderedAt: number;
  /** The signed-in member, or null for a visitor (GET /api/auth/user). */
  user: CurrentUser | null;
  /** GET /api/auth/is-admin, for a member. */
  isAdmin?: boolean;
  /** GET /api/topic-of-the-day, on the home feed. */
  topicOfTheDay?: TopicOfTheDay;
  /** The home feed's first page for the address's filter (GET /api/quips). */
  feed?: { filter: FeedFilter; quips: Quip[] };
  /** GET /api/quips/:id, on a quip's page. */
  quip?: Quip;
  /** GET /api/users/:id, on a profile. */
  profile?: UserProfile;
  /** The profile's first page of quips, newest first, when that tab opens. */
  profileQuips?: Quip[];
}

/**
 * The server's renderer of a page's first screen (the build's dist/ssr/render-page.js): the
 * page's HTML from the data it carries, or null when it could not be rendered whole in time.
 */
export type RenderPage = (
  address: string,
  screen: FirstScreen,
  options: {
    /** The site's origin as the page was asked for. */
    origin: string;
    timeoutMs: number;
    onError: (error: unknown) => void;
  },
) => Promise<string | null>;
