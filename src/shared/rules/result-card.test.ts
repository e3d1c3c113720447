import { describe, expect, it } from "vitest";
import { ordinal, resultHeadline } from "./result-card";

describe("result cards' words", () => {
  it("give each place its English ordinal", () => {
    const places = [1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 101, 111, 112, 113, 121, 148];
    expect(places.map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "10th",
      "11th",
      "12th",
      "13th",
      "14th",
      "21st",
      "22nd",
      "23rd",
      "101st",
      "111th",
      "112th",
      "113th",
      "121st",
      "148th",
    ]);
  });

  it("read as the title, the city and the place", () => {
    expect(
      resultHeadline({ title: "Deputy Mayor", topic: "passwords", ranking: 2, totalQuips: 148 }),
    ).toBe("Deputy Mayor of Passwords City — 2nd of 148 quips");
    expect(resultHeadline({ title: "Mayor", topic: "Naps", ranking: 1, totalQuips: 1 })).toBe(
      "Mayor of Naps City — 1st of 1 quip",
    );
  });
});
