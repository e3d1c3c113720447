import { describe, expect, it } from "vitest";
import { measuresMuting } from "../bench/large-phase";
import { mutingCredentials } from "../bench/muting-fixture";
import { parseOptions } from "../bench/options";
import { isQuipOnly } from "../bench/peer/peer-run";
import { SCRIPT_MEMBERS } from "../bench/peer/peer-script";
import { benchMembers, membersAfter } from "../bench/sessions";

/**
 * Beside the peer, the bench signs in the members the peer's own script registers: a member
 * it named otherwise would not exist, and the phase would fail at its sign-in. The bench
 * seed's side is checked against a seeded database (bench-seed.test.ts).
 */
describe("the members a run beside the peer signs in", () => {
  const options = parseOptions(["--peer"]);
  const members = {
    usernames: SCRIPT_MEMBERS.usernames.slice(0, options.members),
    password: SCRIPT_MEMBERS.password,
  };

  it("are all registered by the peer's script", () => {
    expect(members.usernames.length).toBe(options.members);
    expect(SCRIPT_MEMBERS.usernames).toEqual(expect.arrayContaining(members.usernames));
  });

  it("include no muting members, as no muting feed is measured there", () => {
    expect(measuresMuting(isQuipOnly)).toBe(false);
    expect(measuresMuting(() => true)).toBe(true);
  });
});

describe("members after others", () => {
  it("carry on the numbering under the same prefix and password", () => {
    expect(membersAfter({ usernames: ["perfu1", "perfu2"], password: "p" }, 3)).toEqual({
      usernames: ["perfu3", "perfu4", "perfu5"],
      password: "p",
    });
    expect(mutingCredentials(benchMembers(64)).usernames.slice(0, 2)).toEqual([
      "bench65",
      "bench66",
    ]);
  });
});
