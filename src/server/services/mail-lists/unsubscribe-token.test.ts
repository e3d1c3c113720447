import { describe, expect, it } from "vitest";
import { UnsubscribeInput } from "#shared/schemas/mail-lists.ts";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token";

const ours = { config: { sessionSecret: "a".repeat(64) } };
const theirs = { config: { sessionSecret: "b".repeat(64) } };
const member = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("unsubscribe tokens", () => {
  it("name the member and the list, and pass the shared schema", () => {
    const token = unsubscribeToken(ours, member, "likes");
    expect(readUnsubscribeToken(ours, token)).toEqual({ userId: member, list: "likes" });
    expect(UnsubscribeInput.safeParse({ token }).success).toBe(true);
    expect(token).toMatch(/\.likes\./);
  });

  it("are refused when signed under another secret, or changed anywhere", () => {
    const token = unsubscribeToken(ours, member, "digest");
    expect(readUnsubscribeToken(theirs, token)).toBeNull();
    expect(readUnsubscribeToken(ours, token.replace(".digest.", ".likes."))).toBeNull();
    const other = unsubscribeToken(ours, "1f8fad5b-d9cb-469f-a165-70867728950e", "digest");
    expect(
      readUnsubscribeToken(ours, `${other.split(".")[0]}.digest.${token.split(".")[2]}`),
    ).toBeNull();
    expect(readUnsubscribeToken(ours, "x.digest.y")).toBeNull();
    expect(readUnsubscribeToken(ours, token.replace(".digest.", ".moderation."))).toBeNull();
  });
});
