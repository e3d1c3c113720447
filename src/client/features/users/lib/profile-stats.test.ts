import { describe, expect, it } from "vitest";
import { averageLikes, likesByDay, share } from "./profile-stats";
import { profileTabs, resolveProfileTab } from "./profile-tabs";
import { websiteHref, websiteLabel } from "./website";

describe("profile figures", () => {
  it("averages likes per quip with two decimals, 0 without quips", () => {
    expect(averageLikes(7, 3)).toBe("2.33");
    expect(averageLikes(5, 0)).toBe("0");
  });

  it("gives a whole percent of a total", () => {
    expect(share(1, 3)).toBe(33);
    expect(share(4, 0)).toBe(0);
  });

  it("adds up likes by the day quips were posted, days without quips as 0", () => {
    const now = new Date(2025, 8, 16, 12);
    const quips = [
      { createdAt: new Date(2025, 8, 16, 9).toISOString(), likesCount: 2 },
      { createdAt: new Date(2025, 8, 16, 10).toISOString(), likesCount: 3 },
      { createdAt: new Date(2025, 8, 14, 10).toISOString(), likesCount: 1 },
      { createdAt: new Date(2025, 7, 1).toISOString(), likesCount: 9 },
    ];
    expect(likesByDay(quips, 3, now)).toEqual([
      { day: "2025-09-14", likes: 1 },
      { day: "2025-09-15", likes: 0 },
      { day: "2025-09-16", likes: 5 },
    ]);
  });
});

describe("profile tabs", () => {
  it("opens Stats on one's own profile and Quips on another's", () => {
    expect(resolveProfileTab(null, true)).toBe("stats");
    expect(resolveProfileTab(null, false)).toBe("quips");
    expect(resolveProfileTab("followers", false)).toBe("followers");
  });

  it("keeps Bookmarks and Vault for the owner", () => {
    expect(profileTabs(false)).not.toContain("vault");
    expect(resolveProfileTab("vault", false)).toBe("quips");
    expect(resolveProfileTab("vault", true)).toBe("vault");
  });
});

describe("website links", () => {
  it("adds https:// when the scheme is missing and reads without it", () => {
    expect(websiteHref("quip.example")).toBe("https://quip.example");
    expect(websiteHref("http://quip.example")).toBe("http://quip.example");
    expect(websiteLabel("https://quip.example/")).toBe("quip.example");
  });
});
