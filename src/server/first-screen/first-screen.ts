import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext, ReadScope } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import { compressPage } from "#server/lib/compress-page.ts";
import { causeOf, loggedUrl } from "#server/lib/logged-url.ts";
import { replaceFirst, spliceAt } from "#server/lib/splice.ts";
import { readOnReplica } from "#server/plugins/read-your-writes.ts";
import { readSession } from "#server/plugins/session.ts";
import { feedLinkFor, withFeedLink } from "#server/services/atom-feeds/index.ts";
import { getCurrentUser, type SessionUser } from "#server/services/auth/index.ts";
import { readFeed } from "#server/services/feed/index.ts";
import { anonymousAuthorsShown, recordAuthorViews } from "#server/services/moderation/index.ts";
import { getQuip } from "#server/services/quips/index.ts";
import { MINIMAL_SHELL } from "#server/services/share/index.ts";
import { findTopic, getTodaysTopic } from "#server/services/topics/index.ts";
import { getProfile } from "#server/services/users/index.ts";
import { LIMITS } from "#shared/limits.ts";
import type { FeedLink } from "#shared/rules/atom-feeds.ts";
import { parseFeedFilter } from "#shared/rules/feed-filters.ts";
import { matchPage } from "#shared/rules/page-routes.ts";
import { CurrentUser, IsAdminAnswer } from "#shared/schemas/auth.ts";
import {
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreen,
  type RenderPage,
} from "#shared/schemas/first-screen.ts";
import { FeedQuery, ModeratorQuip, Quip } from "#shared/schemas/quips.ts";
import { TopicOfTheDay } from "#shared/schemas/topics.ts";
import { UserProfile } from "#shared/schemas/users.ts";

type Viewer = SessionUser | null;

/**
 * A part encoded as its API route encodes it for this viewer: the same response schema, so the
 * anonymity refinement and the dropping of unknown fields hold exactly as on the wire, and an
 * administrator gets the moderator's form as the route's `moderatorsSee` gives it.
 */
function answer<T extends z.ZodType>(
  viewer: Viewer,
  schema: T,
  payload: unknown,
  moderatorSchema?: z.ZodType,
): z.output<T> {
  const chosen = viewer?.isAdmin && moderatorSchema ? moderatorSchema : schema;
  return z.encode(chosen, payload as never) as z.output<T>;
}

/** Runs a read where the request may read: a replica, or the primary (plugins/read-your-writes). */
type Reads = <T>(read: (scope: ReadScope) => Promise<T>) => Promise<T>;

/** What a page's first screen holds, and whether the page's own subject is there at all. */
export interface BuiltFirstScreen {
  /** Null when even the viewer could not be read: the client then asks for everything. */
  screen: FirstScreen | null;
  /**
   * No page has this address, or its quip, member or topic is not there for this viewer: the
   * 404 its API route gives them, so the page's status tells them nothing more.
   */
  isMissing: boolean;
}

/**
 * The first screen's data for a page address, built by the API's own service calls. A part
 * that fails (a quip that does not exist, a refusal, a database hiccup) is left out: the client
 * then asks the API for it and shows that answer, as it would without this.
 */
export async function buildFirstScreen(
  ctx: AppContext,
  viewer: Viewer,
  address: string,
  log: FastifyBaseLogger,
  reads: Reads,
): Promise<BuiltFirstScreen> {
  const url = new URL(address, "http://page.invalid");
  const page = matchPage(url.pathname);
  let isMissing = page === null;
  /** A part of the screen; the page's subject, when a 404 for it means the page is not there. */
  const part = async <T>(build: () => Promise<T>, isSubject = false): Promise<T | undefined> => {
    try {
      return await build();
    } catch (error) {
      if (error instanceof AppError) {
        if (isSubject && error.status === 404) isMissing = true;
      } else {
        const where = loggedUrl(url.pathname);
        log.warn(
          { err: error, url: where },
          `A part of the first screen of ${where} failed, so the browser asks for it: ${causeOf(error)}`,
        );
      }
      return undefined;
    }
  };
  const user = viewer ? await part(() => getCurrentUser(ctx, viewer.id)) : null;
  // Unknown, the client asks /api/auth/user itself (a member gone since sign-in hears its 401).
  if (user === undefined) return { screen: null, isMissing };
  const screen: FirstScreen = {
    renderedAt: ctx.now().getTime(),
    user: user && answer(viewer, CurrentUser, user),
  };
  if (viewer) screen.isAdmin = answer(viewer, IsAdminAnswer, { isAdmin: viewer.isAdmin }).isAdmin;
  // The shape checked the parameters: a quip's or a member's is a uuid, a topic's a slug.
  if (isMissing) return { screen, isMissing };

  const id = page?.params.id;
  if (page?.name === "home") {
    const filter = parseFeedFilter(url.searchParams.get("filter"));
    const [topic, quips] = await Promise.all([
      part(async () => answer(viewer, TopicOfTheDay, await getTodaysTopic(ctx))),
      part(() => reads((r) => feedPage(ctx, r, viewer, { filter, limit: LIMITS.feedPageSize }))),
    ]);
    if (topic) screen.topicOfTheDay = topic;
    if (quips) screen.feed = { filter, quips };
  } else if (page?.name === "quip" && id) {
    const quip = await part(
      async () => answer(viewer, Quip, await reads((r) => getQuip(r, viewer, id)), ModeratorQuip),
      true,
    );
    if (quip) screen.quip = quip;
  } else if (page?.name === "profile") {
    if (viewer) await addProfile(ctx, reads, viewer, screen, id ?? viewer.id, url, part);
    // A visitor is asked to sign in, and gets no profile; whether there is one, the API says too.
    else if (id) await part(() => reads((r) => getProfile(r, null, id)), true);
  } else if (page?.name === "topic" && page.params.topic) {
    const topic = page.params.topic;
    // The page reads its topic itself; here only whether there is one.
    await part(() => reads((r) => findTopic(r, topic)), true);
  }
  // As the API's routes do (moderatorsSee): an administrator's page holds no unrecorded author.
  if (viewer?.isAdmin) await recordAuthorViews(ctx, viewer, anonymousAuthorsShown(screen));
  return { screen, isMissing };
}

async function feedPage(
  ctx: AppContext,
  reads: ReadScope,
  viewer: Viewer,
  query: Partial<FeedQuery>,
) {
  const quips = await readFeed(ctx, reads, viewer, FeedQuery.parse(query));
  return answer(viewer, z.array(Quip), quips, z.array(ModeratorQuip));
}

/** Profiles are for members; another member's profile opens on their quips, newest first. */
async function addProfile(
  ctx: AppContext,
  reads: Reads,
  viewer: SessionUser,
  screen: FirstScreen,
  authorId: string,
  url: URL,
  part: <T>(build: () => Promise<T>, isSubject?: boolean) => Promise<T | undefined>,
) {
  const tab = url.searchParams.get("tab") ?? (authorId === viewer.id ? "stats" : "quips");
  const [profile, quips] = await Promise.all([
    part(
      async () => answer(viewer, UserProfile, await reads((r) => getProfile(r, viewer, authorId))),
      true,
    ),
    tab === "quips"
      ? part(() =>
          reads((r) =>
            feedPage(ctx, r, viewer, {
              filter: "all",
              authorId,
              sortBy: "new",
              limit: LIMITS.profilePageSize,
            }),
          ),
        )
      : undefined,
  ]);
  if (profile) screen.profile = profile;
  if (profile && quips) screen.profileQuips = quips;
}

/** Long enough for any first screen (they take milliseconds), short enough not to hold a page up. */
const RENDER_TIMEOUT_MS = 500;

/**
 * The build's server renderer (dist/ssr beside dist/client), loaded once; none in an API-only
 * run or the tests of the API, where pages are rendered by the browser alone.
 */
function pageRenderer(clientDir: string | null, given?: RenderPage): AppPages["render"] {
  let renderer: Promise<RenderPage | null> | undefined = given && Promise.resolve(given);
  return async (request, screen) => {
    if (!clientDir) return null;
    const file = path.join(clientDir, "..", "ssr", "render-page.js");
    renderer ??= import(pathToFileURL(file).href)
      .then((module: { renderPage: RenderPage }) => module.renderPage)
      .catch((error: unknown) => {
        request.log.warn(
          { err: error },
          `The server renderer ${file} could not be loaded, so browsers render every page: ${causeOf(error)}`,
        );
        return null;
      });
    const render = await renderer;
    if (!render) return null;
    try {
      return await render(request.url, screen, {
        origin: `${request.protocol}://${request.host}`,
        timeoutMs: RENDER_TIMEOUT_MS,
        onError: (error) => logRenderFailure(request, error),
      });
    } catch (error) {
      logRenderFailure(request, error);
      return null;
    }
  };
}

/** One line that says which page failed to render on the server, and why. */
function logRenderFailure(request: FastifyRequest, error: unknown) {
  const url = loggedUrl(request.url);
  request.log.warn(
    { err: error, url },
    `Server rendering of ${url} failed, so the browser renders it: ${causeOf(error)}`,
  );
}

/** Pages whose first screen carries their data are rendered on the server; others by the browser. */
function carriesItsData(screen: FirstScreen): boolean {
  return Boolean(screen.feed || screen.quip || screen.profile);
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The rendered first screen in the page's root element. */
export function embedRenderedPage(html: string, rendered: string | null): string {
  return rendered ? replaceFirst(html, EMPTY_ROOT, `<div id="root">${rendered}</div>`) : html;
}

/**
 * The page with its first screen in a JSON block the browser never runs (the CSP allows no
 * inline script); `<` is escaped so no text in the data can close the block.
 */
export function embedFirstScreen(html: string, screen: FirstScreen | null): string {
  if (!screen) return html;
  const json = JSON.stringify(screen).replace(/</g, "\\u003c");
  const block = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${json}</script>`;
  const at = html.lastIndexOf("</body>");
  return at === -1 ? html + block : spliceAt(html, at, 0, `${block}\n`);
}

export interface AppPages {
  /** The built index.html, read once; a missing or unreadable one gives the minimal shell. */
  html(): Promise<string>;
  /** The first screen's HTML, or null where there is no server renderer or it failed. */
  render(request: FastifyRequest, screen: FirstScreen): Promise<string | null>;
}

/** `renderPage` replaces the build's renderer (tests render from the sources). */
export function appPages(clientDir: string | null, renderPage?: RenderPage): AppPages {
  let indexHtml: Promise<string> | undefined;
  return {
    render: pageRenderer(clientDir, renderPage),
    html: () => {
      indexHtml ??= clientDir
        ? readFile(path.join(clientDir, "index.html"), "utf8").catch(() => MINIMAL_SHELL)
        : Promise.resolve(MINIMAL_SHELL);
      return indexHtml;
    },
  };
}

/**
 * Sends one of the app's pages with this viewer's first screen in it. The page is per viewer
 * now: kept by no shared cache; a visitor's by the browser only to ask again, a member's by
 * nobody (decision 0132). Whatever goes wrong in building the data, the page itself is still
 * sent, and the client fetches as before.
 */
export async function sendAppPage(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  pages: AppPages,
  html: string,
) {
  let screen: FirstScreen | null = null;
  let rendered: string | null = null;
  let feed: FeedLink | null = null;
  // Known before anything is read: should reading fail, an address no page has is still a 404.
  let isMissing = matchPage(request.url.split("?")[0] ?? "") === null;
  try {
    await readSession(ctx, request, reply);
    let built: BuiltFirstScreen;
    [built, feed] = await Promise.all([
      buildFirstScreen(ctx, request.user, request.url, request.log, (read) =>
        readOnReplica(ctx, request, read),
      ),
      // The page is whole without it: a failure here costs only the link.
      feedLinkFor(ctx, request.user, request.url).catch((error: unknown) => {
        const url = loggedUrl(request.url);
        request.log.warn(
          { err: error, url },
          `The feed link of ${url} failed, so the page goes without it: ${causeOf(error)}`,
        );
        return null;
      }),
    ]);
    screen = built.screen;
    isMissing ||= built.isMissing;
    if (screen && carriesItsData(screen)) rendered = await pages.render(request, screen);
  } catch (error) {
    const url = loggedUrl(request.url);
    request.log.warn(
      { err: error, url },
      `The first screen of ${url} failed, so the browser builds it: ${causeOf(error)}`,
    );
  }
  // The app's page still: the browser shows its own "not found" screen, or the reason.
  if (isMissing) reply.status(404);
  const page = embedFirstScreen(embedRenderedPage(withFeedLink(html, feed), rendered), screen);
  const { body, encoding } = await compressPage(page, request.headers["accept-encoding"]);
  if (encoding) reply.header("content-encoding", encoding);
  return reply
    .type("text/html; charset=utf-8")
    .header("cache-control", request.user ? "private, no-store" : "private, no-cache")
    .header("vary", "Cookie, Accept-Encoding")
    .send(body);
}
