import type { Fixtures, MemberQuipPair } from "./fixtures";
import type { GuessFixture } from "./guess-fixture";
import type { MutingFixture } from "./muting-fixture";
import type { OpenTopic } from "./open-topics";
import type { MemberSession } from "./sessions";

export interface HttpRequest {
  method: "GET" | "POST";
  path: string;
  cookie?: string;
  /** JSON text; a body-less POST (a like) sends no content-type either. */
  body?: string;
  /** Sent as accept-encoding; without it the request takes no encoding, as autocannon sends it. */
  acceptEncoding?: string;
}

export const FEED_FILTERS = ["top48", "hot", "new", "topAllTime", "post48"] as const;
/** The feeds of the topics open now: shuffled per reader while they compete (decision 0162). */
export const TOPIC_FEED_FILTERS = ["topicOfTheDay", "yesterdaysTopic"] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number] | (typeof TOPIC_FEED_FILTERS)[number];
export type Audience = "visitor" | "member";

/**
 * A read sends a fixed list of requests, each connection walking it in turn: autocannon builds
 * every request once, so rotating 64 sessions costs nothing per request.
 */
export interface ReadScenario {
  kind: "read";
  name: string;
  requests: HttpRequest[];
}

/**
 * Writes and the mixed run draw each request from one sequence shared by all connections
 * (autocannon rebuilds such a request every time: a few microseconds).
 */
export interface SequenceScenario {
  kind: "write" | "mixed";
  name: string;
  next(): HttpRequest;
}

export type Scenario = ReadScenario | SequenceScenario;

/** How many requests of a read scenario the capture phase sends and the floor replays in turn. */
export const CAPTURED_VARIANTS = 4;
const FEED_LIMIT = 10;

export function feedPath(filter: FeedFilter, page: number, limit = FEED_LIMIT): string {
  return `/api/quips?filter=${filter}&page=${page}&limit=${limit}`;
}

/** A page of other than the app's ten quips is named with its size. */
export function feedName(filter: FeedFilter, audience: Audience, page: number, limit = FEED_LIMIT) {
  const size = limit === FEED_LIMIT ? "" : ` ×${limit}`;
  return `feed ${filter} ${audience} p${page}${size}`;
}

export function feedScenario(
  filter: FeedFilter,
  audience: Audience,
  page: number,
  sessions: MemberSession[],
  limit = FEED_LIMIT,
): ReadScenario {
  return {
    kind: "read",
    name: feedName(filter, audience, page, limit),
    requests: asAudience(audience, sessions, [feedPath(filter, page, limit)]),
  };
}

/** The first page of comments of the quip with the most (4,000 at a million quips). */
export const BUSIEST_COMMENTS_NAME = "comments of the busiest quip p1 member";

/**
 * Scenarios whose every statement reads one page of a quip's comments: each large table is
 * read by key or in index order under a LIMIT, however many comments the quip has.
 */
export const COMMENT_PAGE_SCENARIOS = [
  "quip + comments member",
  BUSIEST_COMMENTS_NAME,
  "comments of the busiest quip p2 + replies member",
];

function commentScenarios(sessions: MemberSession[], fixtures: Fixtures): ReadScenario[] {
  const { quipId, secondPageCursor, threadId, moreRepliesCursor } = fixtures.busiestThread;
  const comments = `/api/quips/${quipId}/comments`;
  const withCursor = (path: string, cursor: string | null) =>
    cursor ? `${path}?cursor=${cursor}` : path;
  const further = [
    withCursor(comments, secondPageCursor),
    ...(threadId ? [withCursor(`${comments}/${threadId}/replies`, moreRepliesCursor)] : []),
  ];
  return [
    {
      kind: "read",
      name: BUSIEST_COMMENTS_NAME,
      requests: asAudience("member", sessions, [comments]),
    },
    {
      kind: "read",
      name: COMMENT_PAGE_SCENARIOS[2] as string,
      requests: asAudience("member", sessions, further),
    },
  ];
}

/** Today's topic's page, in its first order: the reader's shuffle while the topic competes. */
export const TOPIC_PAGE_NAME = "topic page member";

export function topicPagePath(identifier: string): string {
  return `/api/topics/identifier/${encodeURIComponent(identifier)}/quips?filter=topAllTime`;
}

/**
 * The open topics' feeds, first page, for a visitor and for members, and the page of today's
 * topic (yesterday's on a Sunday, which has none) for members. A topic the dataset does not
 * have open today gives no scenario.
 */
export function topicScenarios(sessions: MemberSession[], topics: OpenTopic[]): ReadScenario[] {
  const newestFirst = [...topics].sort((a, b) => Number(b.isToday) - Number(a.isToday));
  const feeds = newestFirst.flatMap((topic) =>
    (["visitor", "member"] as const).map((audience) =>
      feedScenario(topic.isToday ? "topicOfTheDay" : "yesterdaysTopic", audience, 1, sessions),
    ),
  );
  const [paged] = newestFirst;
  if (!paged) return feeds;
  return [
    ...feeds,
    {
      kind: "read",
      name: TOPIC_PAGE_NAME,
      requests: asAudience("member", sessions, [topicPagePath(paged.identifier)]),
    },
  ];
}

/** Whether a scenario reads an open topic's feed or page. */
export function isTopicScenario(name: string): boolean {
  return name === TOPIC_PAGE_NAME || TOPIC_FEED_FILTERS.some((f) => name.startsWith(`feed ${f} `));
}

/**
 * Every read scenario on the large dataset: the feeds, the open topics' feeds and page, then
 * quip detail, profile and search.
 */
export function readScenarios(sessions: MemberSession[], fixtures: Fixtures): ReadScenario[] {
  const feeds = FEED_FILTERS.flatMap((filter) =>
    (["visitor", "member"] as const).flatMap((audience) =>
      [1, 50].map((page) => feedScenario(filter, audience, page, sessions)),
    ),
  );
  const detailPaths = fixtures.popularQuipIds.flatMap((id) => [
    `/api/quips/${id}`,
    `/api/quips/${id}/comments`,
  ]);
  return [
    ...feeds,
    ...topicScenarios(sessions, fixtures.openTopics),
    {
      kind: "read",
      name: "quip + comments member",
      requests: asAudience("member", sessions, detailPaths),
    },
    ...commentScenarios(sessions, fixtures),
    {
      kind: "read",
      name: "profile by likes member",
      requests: asAudience(
        "member",
        sessions,
        fixtures.busyAuthorIds.map(
          (id) => `/api/quips?filter=all&authorId=${id}&sortBy=likes&page=1&limit=${FEED_LIMIT}`,
        ),
      ),
    },
    {
      kind: "read",
      name: "search quips member",
      requests: asAudience(
        "member",
        sessions,
        fixtures.searchWords.map((word) => `/api/search/quips?q=${encodeURIComponent(word)}`),
      ),
    },
    {
      kind: "read",
      name: "search users member",
      requests: asAudience(
        "member",
        sessions,
        fixtures.userSearchTerms.map((term) => `/api/search/users?q=${encodeURIComponent(term)}`),
      ),
    },
  ];
}

export type MutingKind = keyof MutingFixture;

/**
 * A muting pair is measured in short rounds, muting then plain, plain then muting, and so on,
 * and each side's rounds are read together: on two shared cores, two runs of the very same
 * requests taken seconds apart differ by a tenth or more at p50 and up to a quarter at p99
 * (docs/benchmarks.md), so a ratio is only as good as the paired seconds behind it.
 */
export const MUTING_ROUND_S = 1;

/** Rounds of each pair: four times the seconds any other scenario runs, and at least 12. */
export function mutingRoundCount(durationS: number): number {
  return Math.max(12, 4 * durationS);
}

export function mutingFeedName(filter: FeedFilter, kind: MutingKind): string {
  return `feed ${filter} ${kind} member p1`;
}

/** One round of a muting pair, as the scenario table names it (`round` counts from 1). */
export function mutingRoundName(filter: FeedFilter, kind: MutingKind, round: number): string {
  return `feed ${filter} ${kind} p1 r${round}`;
}

/**
 * Every feed's first page read by members who mute 200 members and 50 words, and the same
 * requests by members who mute nothing: the first within 1.2× of the second (issue 17).
 */
export function mutingScenarios(fixture: MutingFixture): ReadScenario[] {
  return FEED_FILTERS.flatMap((filter) =>
    (["muting", "plain"] as const).map(
      (kind): ReadScenario => ({
        kind: "read",
        name: mutingFeedName(filter, kind),
        requests: asAudience("member", fixture[kind], [feedPath(filter, 1)]),
      }),
    ),
  );
}

/** One round of one side of a muting pair, and the side (its pooled record's name). */
export interface MutingRound {
  scenario: ReadScenario;
  side: string;
}

/**
 * The muting pairs measured in turns, `count` rounds of each: the two sides of a round run
 * one after the other, their order swapped each round, so whatever else the machine does then
 * weighs on both, and each filter's rounds are spread over the whole phase.
 */
export function mutingRounds(reads: ReadScenario[], count: number): MutingRound[] {
  const byName = new Map(reads.map((scenario) => [scenario.name, scenario]));
  const rounds: MutingRound[] = [];
  for (let round = 1; round <= count; round++) {
    for (const filter of FEED_FILTERS) {
      const order: MutingKind[] = round % 2 === 1 ? ["muting", "plain"] : ["plain", "muting"];
      for (const kind of order) {
        const side = mutingFeedName(filter, kind);
        const scenario = byName.get(side);
        if (!scenario) continue;
        rounds.push({
          scenario: { ...scenario, name: mutingRoundName(filter, kind, round) },
          side,
        });
      }
    }
  }
  return rounds;
}

/** Whether a record is one round of a muting pair: read through the targets, not one by one. */
export function isMutingRound(name: string): boolean {
  return /^feed \S+ (muting|plain) p1 r\d+$/.test(name);
}

/** Whether a read scenario is one side of a muting pair (measured by `mutingRounds`). */
export function isMutingScenario(name: string): boolean {
  return / (muting|plain) member p1$/.test(name);
}

export function healthScenario(): ReadScenario {
  return { kind: "read", name: "health (HTTP floor)", requests: [get("/api/health")] };
}

/**
 * A visitor's requests are the paths themselves; a member's pair path i with session i for as
 * many entries as the longer of the two lists, so every session and every path is used.
 */
function asAudience(audience: Audience, sessions: MemberSession[], paths: string[]): HttpRequest[] {
  if (audience === "visitor") return paths.map((path) => get(path));
  const count = Math.max(sessions.length, paths.length);
  return Array.from({ length: count }, (_, i) => ({
    ...get(paths[i % paths.length] as string),
    cookie: (sessions[i % sessions.length] as MemberSession).cookie,
  }));
}

function get(path: string): HttpRequest {
  return { method: "GET", path };
}

export function likeRequest(pair: MemberQuipPair): HttpRequest {
  return { method: "POST", path: `/api/quips/${pair.quipId}/like`, cookie: pair.member.cookie };
}

/**
 * Each pair comes round again only after every other pair has been sent, so its previous
 * toggle has long finished: like, unlike, like… without two members' requests on one row.
 */
export function likeToggleScenario(pairs: MemberQuipPair[]): SequenceScenario {
  let sent = 0;
  return {
    kind: "write",
    name: "like toggle",
    next: () => likeRequest(pairs[sent++ % pairs.length] as MemberQuipPair),
  };
}

export const GUESS_NAME = "guess";

/**
 * The n-th guess of a run: the pairs in turn, as the likes go, so a pair comes round again
 * only after every other; each time round a pair names the next member of the list, so every
 * guess after its first changes its row.
 */
export function guessAt(
  fixture: GuessFixture,
  n: number,
): { pair: MemberQuipPair; username: string } {
  const { pairs, usernames } = fixture;
  const index = n % pairs.length;
  const round = Math.floor(n / pairs.length);
  return {
    pair: pairs[index] as MemberQuipPair,
    username: usernames[(index + round) % usernames.length] as string,
  };
}

export function guessRequest(fixture: GuessFixture, n: number): HttpRequest {
  const { pair, username } = guessAt(fixture, n);
  return {
    method: "POST",
    path: `/api/quips/${pair.quipId}/guesses`,
    cookie: pair.member.cookie,
    body: JSON.stringify({ username }),
  };
}

/** Members guessing, and guessing again, who wrote anonymous quips of others (decision 0164). */
export function guessScenario(fixture: GuessFixture): SequenceScenario {
  let sent = 0;
  return { kind: "write", name: GUESS_NAME, next: () => guessRequest(fixture, sent++) };
}

/**
 * Plain quips: a topic quip takes one of the member's three places on the topic and would be
 * refused after that, and an @name would add a mention lookup to every post.
 */
export function postQuipScenario(sessions: MemberSession[], runTag: string): SequenceScenario {
  let sent = 0;
  return {
    kind: "write",
    name: "post quip",
    next: () => {
      const n = sent++;
      return {
        method: "POST",
        path: "/api/quips",
        cookie: (sessions[n % sessions.length] as MemberSession).cookie,
        body: JSON.stringify({
          content: `Benchmark ${runTag} quip ${n}: my alarm clock and I have agreed to see other people.`,
          topicOfTheDay: false,
        }),
      };
    },
  };
}

export function postCommentScenario(pairs: MemberQuipPair[], runTag: string): SequenceScenario {
  let sent = 0;
  return {
    kind: "write",
    name: "post comment",
    next: () => {
      const n = sent++;
      const pair = pairs[n % pairs.length] as MemberQuipPair;
      return {
        method: "POST",
        path: `/api/quips/${pair.quipId}/comments`,
        cookie: pair.member.cookie,
        body: JSON.stringify({ content: `Benchmark ${runTag} comment ${n}: this one got me.` }),
      };
    },
  };
}

/**
 * Every read scenario in equal shares (a visitor's feed is one request, a member's is one per
 * session), in one shuffled order, so requests in flight together differ.
 */
export function readMix(reads: ReadScenario[]): SequenceScenario {
  const share = Math.max(...reads.map((scenario) => scenario.requests.length));
  const pool = shuffled(
    reads.flatMap((scenario) =>
      Array.from({ length: share }, (_, i) => scenario.requests[i % scenario.requests.length]),
    ),
  ) as HttpRequest[];
  let sent = 0;
  return {
    kind: "mixed",
    name: "reads mixed",
    next: () => pool[sent++ % pool.length] as HttpRequest,
  };
}

/** Nine reads in ten drawn from every read scenario, and one write in ten, the writes taking turns. */
export function mixedScenario(reads: ReadScenario[], writes: SequenceScenario[]): SequenceScenario {
  const mix = readMix(reads);
  let sent = 0;
  let writeIndex = 0;
  return {
    kind: "mixed",
    name: "mixed 90% read / 10% write",
    next: () =>
      sent++ % 10 === 9
        ? (writes[writeIndex++ % writes.length] as SequenceScenario).next()
        : mix.next(),
  };
}

/** Seeded, so two runs send the same mix in the same order. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 0x9e3779b9;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
