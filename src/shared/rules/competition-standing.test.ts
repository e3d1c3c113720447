import { describe, expect, it } from "vitest";
import { LIMITS } from "#shared/limits.ts";
import { competitionStanding, percentileLabel, rankCompetition } from "./competition-standing";

const entries = (likes: number[]) =>
  likes.map((likesCount, i) => ({ quipId: `q${i}`, userId: `u${i}`, likesCount }));
const titles = (likes: number[]) => rankCompetition(entries(likes)).map((p) => p.title);
const many = (n: number) => Array.from({ length: n }, (_, i) => n - i);
const MIN = LIMITS.competitionTitlesMinEntries;

describe("a quip's standing", () => {
  it("one quip: Mayor with a like, no title without, and never the bottom 5%", () => {
    expect(rankCompetition(entries([3]))).toMatchObject([
      { title: "Mayor", percentile: 100, tier: "bottom40" },
    ]);
    expect(rankCompetition(entries([0]))).toMatchObject([
      { title: null, percentile: 100, tier: "bottom40" },
    ]);
  });

  it("two quips: the second is no Village Idiot, and the winner's tier is its percentile's", () => {
    expect(rankCompetition(entries([3, 0]))).toMatchObject([
      { title: "Mayor", ranking: 1, percentile: 50, tier: "top60" },
      { title: null, ranking: 2, percentile: 100, tier: "bottom40" },
    ]);
    expect(titles([5, 2])).toEqual(["Mayor", "Deputy Mayor"]);
  });

  it("below the minimum, the podium needs a like and nothing below it has a title", () => {
    expect(titles([5, 2, 1])).toEqual(["Mayor", "Deputy Mayor", "City Treasurer"]);
    expect(titles([5, 2, 0])).toEqual(["Mayor", "Deputy Mayor", null]);
    expect(titles(many(MIN - 1)).slice(3)).toEqual(Array(MIN - 4).fill(null));
  });

  it("ties share the best rank and the better tier: 1, 1, 3", () => {
    const placed = rankCompetition(entries([4, 4, 1]));
    expect(placed.map((p) => p.ranking)).toEqual([1, 1, 3]);
    expect(placed.map((p) => p.title)).toEqual(["Mayor", "Mayor", "City Treasurer"]);
  });

  it("at the minimum every title falls to a whole place, the last alone Village Idiot", () => {
    expect(MIN).toBe(20);
    expect(titles(many(MIN))).toEqual([
      "Mayor",
      "Deputy Mayor",
      "City Treasurer",
      "City Council",
      ...Array(4).fill("School Board Member"),
      ...Array(4).fill("Zoning Commission Member"),
      ...Array(7).fill("Average Tax Paying Citizen"),
      "Village Idiot",
    ]);
  });

  it("the bottom 5% holds only quips that at least 95% of the entries finished ahead of", () => {
    // Of 30, the 29th (96.67th percentile) has 28 ahead, 93%: not in the bottom 5%.
    const thirty = rankCompetition(entries(many(30)));
    expect(thirty.filter((p) => p.tier === "bottom5").map((p) => p.ranking)).toEqual([30]);
    expect(thirty[28]).toMatchObject({ percentile: 96.67, tier: "bottom40" });
    // Tied for last, two of twenty each have 18 ahead: both the better tier.
    const tied = rankCompetition(entries([...many(18).map((n) => n + 1), 0, 0]));
    expect(tied.slice(18).map((p) => [p.ranking, p.title])).toEqual([
      [19, "Average Tax Paying Citizen"],
      [19, "Average Tax Paying Citizen"],
    ]);
  });

  it("a hundred quips spread over every title and tier", () => {
    const placed = rankCompetition(entries(many(100)));
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

  it("is one percentile: the tier is the percentile's, and so is the share a notice says", () => {
    const bands = {
      top20: [0, 20],
      top40: [20, 40],
      top60: [40, 60],
      bottom40: [60, 100],
      bottom5: [95, 100],
    };
    for (let totalQuips = 1; totalQuips <= 120; totalQuips++) {
      for (let ranking = 1; ranking <= totalQuips; ranking++) {
        const where = `${ranking} of ${totalQuips}`;
        const { percentile, tier } = competitionStanding({ ranking, totalQuips, likesCount: 1 });
        const [above, upTo] = bands[tier] as [number, number];
        expect(percentile, where).toBeGreaterThan(above);
        expect(percentile, where).toBeLessThanOrEqual(upTo);
        const shown = Number(percentileLabel(percentile).match(/\d+/)?.[0]);
        expect(shown, where).toBeGreaterThan(above);
        expect(shown, where).toBeLessThanOrEqual(upTo);
        // Rounded up, never down: the quip is within the share it is said to be in.
        expect(Math.round(percentile * 100) * totalQuips, where).toBeGreaterThanOrEqual(
          ranking * 10_000,
        );
      }
    }
  });

  it("says the share rounded up, never into a better tier", () => {
    // 102nd of 500 is 20.4: in the top 40% tier, so not "Top 20%".
    const { percentile, tier } = competitionStanding({
      ranking: 102,
      totalQuips: 500,
      likesCount: 0,
    });
    expect([percentile, tier]).toEqual([20.4, "top40"]);
    expect(percentileLabel(percentile)).toBe("Top 21%");
    expect(percentileLabel(50)).toBe("Top 50%");
  });

  it("refuses a rank outside the entries", () => {
    expect(() => competitionStanding({ ranking: 3, totalQuips: 2, likesCount: 1 })).toThrow(
      RangeError,
    );
    expect(() => competitionStanding({ ranking: 0, totalQuips: 2, likesCount: 1 })).toThrow(
      RangeError,
    );
  });
});
