import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodeChanges, encodeChanges, mergeChanges, noChanges } from "./changes";

describe("live changes on the wire", () => {
  it("come back as they went, in one payload when they fit", () => {
    const changes = noChanges();
    changes.quips.add("q1");
    changes.counts.add("q2");
    changes.comments.add("c1");
    changes.unread.add("u1");
    changes.sessions.add("s1");
    changes.members.add("m1");
    changes.topic = true;
    const payloads = encodeChanges(changes, 7_900);
    expect(payloads).toHaveLength(1);
    expect(decodeChanges(payloads[0] ?? "")).toEqual(changes);
  });

  it("are split into payloads under the limit when many ids changed at once", () => {
    const changes = noChanges();
    changes.topic = true;
    for (let i = 0; i < 300; i++) changes.counts.add(randomUUID());
    for (let i = 0; i < 150; i++) changes.unread.add(randomUUID());
    const payloads = encodeChanges(changes, 7_900);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(7_900);
    expect(mergeChanges(payloads.map(decodeChanges))).toEqual(changes);
  });

  it("send nothing when nothing changed, and read junk as no change", () => {
    expect(encodeChanges(noChanges(), 7_900)).toEqual([]);
    expect(decodeChanges("not json")).toEqual(noChanges());
    expect(decodeChanges('{"q":[1,"q1"],"t":true}')).toEqual({
      ...noChanges(),
      quips: new Set(["q1"]),
    });
  });
});
