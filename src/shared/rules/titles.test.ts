import { describe, expect, it } from "vitest";
import { rankCompetition } from "./titles";

const entries = (likes: number[]) =>
  likes.map((likesCount, i) => ({ quipId: `q${i}`, userId: `u${i}`, likesCount }));
const titles = (likes: number[]) => rankCompetition(entries(likes)).map((p) => p.title);

describe("competition titles", () => {
  it("one quip: Mayor with a like, Village Idiot without", () => {
    expect(titles([3])).toEqual(["Mayor"]);
    expect(titles([0])).toEqual(["Village Idiot"]);
  });

  it("two and three quips fill the podium when they have likes", () => {
    expect(titles([5, 2])).toEqual(["Mayor", "Deputy Mayor"]);
    expect(titles([5, 2, 1])).toEqual(["Mayor", "Deputy Mayor", "City Treasurer"]);
    expect(titles([5, 2, 0])).toEqual(["Mayor", "Deputy Mayor", "Village Idiot"]);
  });

  it("ties share the best rank and the better tier: 1, 1, 3", () => {
    const placed = rankCompetition(entries([4, 4, 1]));
    expect(placed.map((p) => p.ranking)).toEqual([1, 1, 3]);
    expect(placed.map((p) => p.title)).toEqual(["Mayor", "Mayor", "City Treasurer"]);
  });

  it("ten quips", () => {
    expect(titles([10, 9, 8, 7, 6, 5, 4, 3, 2, 0])).toEqual([
      "Mayor",
      "Deputy Mayor",
      "City Treasurer",
      "School Board Member",
      "Zoning Commission Member",
      "Zoning Commission Member",
      "Average Tax Paying Citizen",
      "Average Tax Paying Citizen",
      "Average Tax Paying Citizen",
      "Village Idiot",
    ]);
  });

  it("a hundred quips spread over every title and tier", () => {
    const placed = rankCompetition(entries(Array.from({ length: 100 }, (_, i) => 100 - i)));
    const count = (title: string) => placed.filter((p) => p.title === title).length;
    expect(count("Mayor")).toBe(1);
    expect(count("Deputy Mayor")).toBe(1);
    expect(count("City Treasurer")).toBe(1);
    expect(count("City Council")).toBe(17);
    expect(count("School Board Member")).toBe(20);
    expect(count("Zoning Commission Member")).toBe(20);
    expect(count("Average Tax Paying Citizen")).toBe(35);
    expect(count("Village Idiot")).toBe(5);
    expect(placed.filter((p) => p.tier === "top20")).toHaveLength(20);
    expect(placed.filter((p) => p.tier === "bottom5")).toHaveLength(5);
    expect(placed[99]?.percentile).toBe(100);
  });

  it("ties at a tier boundary all take the better tier", () => {
    const likes = [9, 8, 7, 6, 5, 5, 5, 5, 1, 0];
    const placed = rankCompetition(entries(likes));
    expect(placed.filter((p) => p.likesCount === 5).map((p) => p.tier)).toEqual([
      "top60",
      "top60",
      "top60",
      "top60",
    ]);
  });
});
