import { describe, expect, it } from "vitest";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { usernameSchema } from "#shared/schemas/auth.ts";
import { isReservedUsername } from "./reserved-usernames";

describe("isReservedUsername", () => {
  it("refuses the reserved names in any case or look-alike spelling", () => {
    for (const name of [
      "QuipBot",
      "quipbot",
      "QuipB0t",
      "Adm1n",
      "anonym0us",
      "Supp0rt",
      "L0gin",
    ]) {
      expect(isReservedUsername(name), name).toBe(true);
    }
  });

  it("refuses names that begin like the bot, anonymity or staff", () => {
    for (const name of ["QuipBotAI", "quipb0t2", "AnonymousFan", "Anonymously", "AdminJoe"]) {
      expect(isReservedUsername(name), name).toBe(true);
    }
    expect(isReservedUsername("Administrator1")).toBe(true);
    expect(isReservedUsername("Adm1nistrat0r")).toBe(true);
  });

  it("lets ordinary names through, even ones close to a reserved word", () => {
    for (const name of [
      "Adrian",
      "Quinn",
      "Bob01",
      "Quippy",
      "Adam",
      "Gulp",
      "quipadmin",
      "MyAdmin",
    ]) {
      expect(isReservedUsername(name), name).toBe(false);
    }
  });
});

describe("usernameSchema", () => {
  it("gives the reserved message for an imitation", () => {
    const result = usernameSchema.safeParse("QuipB0t");
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([AUTH_MSG.usernameReserved]);
  });

  it("refuses letters from other scripts, which could imitate ours exactly", () => {
    // Cyrillic о and а: QuipBоt and Аdmin look like the real thing in every font.
    for (const name of ["QuipB\u043et", "\u0410dmin"]) {
      const messages = usernameSchema.safeParse(name).error?.issues.map((issue) => issue.message);
      expect(messages, name).toContain(AUTH_MSG.usernameChars);
    }
  });
});
