import type pg from "pg";
import {
  type AnswerOnWire,
  answerOnWire,
  type HttpResult,
  type LoadOptions,
  runHttpLoad,
} from "./http-load";
import { pause, warmUp } from "./large-phase";
import { type Spread, spreadOf } from "./peer/comparison";
import { MIN_ROUNDS, notQuotable } from "./quiet";
import {
  type Audience,
  type FeedFilter,
  feedScenario,
  type HttpRequest,
  type ReadScenario,
} from "./scenarios";
import { startServer } from "./server-process";
import { benchMembers, type MemberSession, signIn } from "./sessions";
import { endSessions } from "./undo-writes";

/** What a browser sends: the server picks br, its first choice. */
export const COMPRESSED_ENCODINGS = "br, gzip";
/** Decision 0150's count, so a round taken quiet may be quoted. */
export const COMPRESSION_ROUNDS = MIN_ROUNDS;
/** The home feed's filter (the feeds' default), read fifty quips at a time, the most a page takes. */
const LARGE_PAGE = { filter: "top48", limit: 50 } as const;
const FILTERS: FeedFilter[] = ["hot", "new", "top48"];
const AUDIENCES: Audience[] = ["visitor", "member"];

type Form = "compressed" | "identity";

export interface FormFigures {
  /** One answer's body as the first session (or the visitor) got it. */
  answer: AnswerOnWire;
  /** autocannon's bytes per 2xx answer, headers included, round by round. */
  answerBytes: Spread;
  rps: Spread;
  p50: Spread;
  p99: Spread;
  failures: number;
  rounds: HttpResult[];
}

export interface CompressedFeed {
  name: string;
  path: string;
  compressed: FormFigures;
  identity: FormFigures;
  /** Identity's body bytes over compressed's. */
  bytesCut: number;
  /** Compressed over identity, each round's pair: what compressing costs in throughput. */
  rpsRatio: Spread;
  /** Compressed over identity, each round's pair. */
  p50Ratio: Spread;
}

export interface CompressionRecord {
  dataset: string;
  connections: number;
  roundS: number;
  rounds: number;
  encodings: string;
  feeds: CompressedFeed[];
  /** Over every round of every feed: the phase is one stretch of the machine's time. */
  notQuotable: string | null;
}

/**
 * The feeds on one built server, compression on as in production, each read with
 * `accept-encoding: br, gzip` and with none, in rounds taken in turns: the two forms of a feed
 * run one after the other, their order swapped each round, and each feed's rounds are spread
 * over the whole phase. Both forms read the same rows from the same warm server, so what
 * differs between them is the compression alone.
 */
export async function measureCompression(
  url: string,
  dataset: string,
  db: pg.Client,
  load: LoadOptions,
  members: number,
  sessionSecret: string,
): Promise<CompressionRecord> {
  const server = await startServer({
    label: "compression",
    database: { url },
    logLevel: "warn",
    sessionSecret,
  });
  let sessions: MemberSession[] = [];
  try {
    sessions = await signIn(server.origin, benchMembers(members), sessionSecret);
    const feeds = compressionFeeds(sessions);
    const answers = new Map<string, AnswerOnWire>();
    for (const feed of feeds) {
      for (const form of ["compressed", "identity"] as const) {
        const scenario = feed[form];
        const answer = await answerOnWire(server.origin, scenario.requests[0] as HttpRequest);
        checkAnswer(scenario.name, form, answer);
        answers.set(scenario.name, answer);
      }
    }
    console.log(
      `\nCompressed answers (${load.connections} connections, ${COMPRESSION_ROUNDS} rounds of ${load.durationS} s a form for each feed):`,
    );
    await warmUp(
      server,
      feeds.flatMap((feed) => [feed.compressed, feed.identity]),
      load,
    );
    const runs = new Map<string, HttpResult[]>();
    for (let round = 1; round <= COMPRESSION_ROUNDS; round++) {
      const order: Form[] =
        round % 2 === 1 ? ["compressed", "identity"] : ["identity", "compressed"];
      for (const feed of feeds) {
        for (const form of order) {
          const scenario = feed[form];
          const http = await runHttpLoad(server, scenario, load);
          runs.set(scenario.name, [...(runs.get(scenario.name) ?? []), http]);
          await pause();
        }
      }
      console.log(`  round ${round} of ${COMPRESSION_ROUNDS} done`);
    }
    const all = [...runs.values()].flat();
    return {
      dataset,
      connections: load.connections,
      roundS: load.durationS,
      rounds: COMPRESSION_ROUNDS,
      encodings: COMPRESSED_ENCODINGS,
      notQuotable: notQuotable({
        loads: all.map((r) => r.load.start),
        neighbours: all.map((r) => r.load.neighbours),
        rounds: COMPRESSION_ROUNDS,
        durationS: load.durationS,
      }),
      feeds: feeds.map((feed) => {
        const figures = (form: Form): FormFigures => {
          const name = feed[form].name;
          const rounds = runs.get(name) ?? [];
          return {
            answer: answers.get(name) as AnswerOnWire,
            answerBytes: spreadOf(rounds.map((r) => r.answerBytes)),
            rps: spreadOf(rounds.map((r) => r.rps)),
            p50: spreadOf(rounds.map((r) => r.p50)),
            p99: spreadOf(rounds.map((r) => r.p99)),
            failures: rounds.reduce((total, r) => total + r.non2xx + r.errors + r.timeouts, 0),
            rounds,
          };
        };
        const compressed = figures("compressed");
        const identity = figures("identity");
        const paired = (field: "rps" | "p50") =>
          spreadOf(compressed.rounds.map((r, i) => r[field] / (identity.rounds[i]?.[field] ?? 0)));
        return {
          name: feed.name,
          path: feed.identity.requests[0]?.path ?? "",
          compressed,
          identity,
          bytesCut: identity.answer.bodyBytes / compressed.answer.bodyBytes,
          rpsRatio: paired("rps"),
          p50Ratio: paired("p50"),
        };
      }),
    };
  } finally {
    await endSessions(db, sessions).catch(() => {});
    await server.stop();
  }
}

interface FeedForms {
  name: string;
  compressed: ReadScenario;
  identity: ReadScenario;
}

/** The first page of each filter, and the large page, for a visitor and for members. */
export function compressionFeeds(sessions: MemberSession[]): FeedForms[] {
  const pages = [
    ...FILTERS.map((filter) => ({ filter, limit: undefined })),
    { filter: LARGE_PAGE.filter, limit: LARGE_PAGE.limit },
  ];
  return pages.flatMap(({ filter, limit }) =>
    AUDIENCES.map((audience) => {
      const plain = feedScenario(filter, audience, 1, sessions, limit);
      return {
        name: plain.name,
        identity: { ...plain, name: `${plain.name} identity` },
        compressed: {
          ...plain,
          name: `${plain.name} br`,
          requests: plain.requests.map((r) => ({ ...r, acceptEncoding: COMPRESSED_ENCODINGS })),
        },
      };
    }),
  );
}

/**
 * A compressed form answered in full would measure nothing: the server's compression off, or
 * the answer under its threshold.
 */
function checkAnswer(name: string, form: Form, answer: AnswerOnWire): void {
  if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}`);
  const expected = form === "compressed" ? "br" : "identity";
  if (answer.encoding !== expected) {
    throw new Error(`${name} came as ${answer.encoding} where ${expected} was expected`);
  }
}
