import { describe, expect, it } from "vitest";
import type { CapturedRequest } from "../bench/capture-sql";
import type { GuessFixture } from "../bench/guess-fixture";
import { pairInTurn } from "../bench/pairs";
import { guessAt, guessRequest } from "../bench/scenarios";
import type { MemberSession } from "../bench/sessions";
import { guessFloor } from "../bench/sql-floor";

const member = (n: number): MemberSession => ({
  userId: `member-${n}`,
  username: `bench${n}`,
  cookie: `quip_session=cookie-${n}`,
  sid: `sid-${n}`,
});
const members = [member(1), member(2), member(3)];
const quip = (n: number, author: number) => ({ id: `quip-${n}`, author_id: `member-${author}` });

describe("the bench's pairs of a member and a quip", () => {
  it("give the quips to the members in turn, never a member's own", () => {
    const pairs = pairInTurn(members, [quip(1, 9), quip(2, 2), quip(3, 9), quip(4, 9)]);
    expect(pairs.slice(0, 3).map((p) => [p.member.userId, p.quipId])).toEqual([
      ["member-1", "quip-1"],
      ["member-2", "quip-3"],
      ["member-3", "quip-4"],
    ]);
    for (const pair of pairs) expect(pair.authorId).not.toBe(pair.member.userId);
  });

  it("bring the quips round again for other members when there are fewer quips than pairs", () => {
    const pairs = pairInTurn(members, [quip(1, 9), quip(2, 9)]);
    expect(pairs).toHaveLength(6);
    expect(new Set(pairs.map((p) => `${p.quipId}:${p.member.userId}`)).size).toBe(6);
  });
});

describe("the guess scenario", () => {
  const fixture: GuessFixture = {
    pairs: pairInTurn(members, [quip(1, 9), quip(2, 8), quip(3, 7)]).slice(0, 3),
    usernames: ["bench7", "bench8", "bench9"],
  };

  it("guesses each pair in turn, and each time round names the next member", () => {
    const sent = [0, 1, 2, 3, 4, 5].map((n) => guessAt(fixture, n));
    expect(sent.map((s) => s.pair.quipId)).toEqual([
      "quip-1",
      "quip-2",
      "quip-3",
      "quip-1",
      "quip-2",
      "quip-3",
    ]);
    expect(sent.map((s) => s.username)).toEqual([
      "bench7",
      "bench8",
      "bench9",
      "bench8",
      "bench9",
      "bench7",
    ]);
    expect(guessRequest(fixture, 4)).toEqual({
      method: "POST",
      path: "/api/quips/quip-2/guesses",
      cookie: "quip_session=cookie-2",
      body: JSON.stringify({ username: "bench9" }),
    });
  });

  it("replays at the SQL floor the statements of the same guesses, in the same order", () => {
    const captured: CapturedRequest = {
      request: guessRequest(fixture, 0),
      status: 200,
      body: '{"guess":"bench7"}',
      statements: [
        { sql: "select from sessions where sid = $1", params: ["sid-1"] },
        { sql: "with target as (…)", params: ["quip-1", "member-1", "bench7", "now"] },
      ],
    };
    const floor = guessFloor(captured, fixture);
    const replays = [0, 1, 2, 3, 4].map(() => floor.next());
    expect(replays[4]).toEqual([
      { sql: "select from sessions where sid = $1", params: ["sid-2"] },
      { sql: "with target as (…)", params: ["quip-2", "member-2", "bench9", "now"] },
    ]);
    expect(replays[0]).toEqual(captured.statements);
  });
});
