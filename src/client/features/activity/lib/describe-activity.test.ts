import { describe, expect, it } from "vitest";
import type { ActivityItem } from "#shared/schemas/activity.ts";
import { activityHref, describeActivity, viewActivity } from "./describe-activity";

const item = (over: Partial<ActivityItem>): ActivityItem => ({
  id: "a1",
  type: "like",
  actorId: "u1",
  actor: { id: "u1", username: "sam", profileImageUrl: null },
  quipId: "q1",
  quip: { id: "q1", content: "a joke", author: null, isOwn: false, containsMutedWord: false },
  commentId: null,
  data: {},
  resultCompetitionId: null,
  createdAt: "2025-09-16T12:00:00Z",
  unread: false,
  ...over,
});

describe("activity lines", () => {
  it("names the actor, or someone anonymous when the actor must stay hidden", () => {
    expect(describeActivity(item({}))).toBe("@sam liked your quip");
    expect(describeActivity(item({ type: "comment", actor: null, actorId: null }))).toBe(
      "Someone anonymous replied to your comment",
    );
  });

  it("tells a comment on one's own quip from a reply to one's comment", () => {
    // Still anonymous: the reader's own quip names nobody, even to them.
    const mine = {
      id: "q1",
      content: "a joke",
      author: null,
      isOwn: true,
      containsMutedWord: false,
    };
    expect(describeActivity(item({ type: "comment", quip: mine }))).toBe(
      "@sam commented on your quip",
    );
  });

  it("speaks of oneself without an actor", () => {
    expect(describeActivity(item({ type: "self_like" }))).toBe("You liked your own quip");
  });

  it("tells the 48-hour mark with its likes", () => {
    expect(describeActivity(item({ type: "quip_48_hours", data: { likesCount: 1 } }))).toBe(
      "Your quip reached 48 hours with 1 like",
    );
    expect(viewActivity(item({ type: "quipbot_like", data: { likesCount: 4 } }))).toEqual({
      actor: undefined,
      action: "A QuipBot quip you liked reached 48 hours with 4 likes",
      fineLine: "Don't let the robots take over!",
    });
  });

  it("announces a competition title", () => {
    const result = item({ type: "competition_result", data: { title: "Mayor" } });
    expect(describeActivity(result)).toBe("Your quip earned Mayor");
  });

  it("leads to the quip, the follower or the topic", () => {
    expect(activityHref(item({}))).toBe("/quip/q1");
    expect(activityHref(item({ type: "follow", quipId: null, quip: null }))).toBe("/profile/u1");
    expect(
      activityHref(
        item({ type: "competition_result", data: { topicIdentifier: "naps-2025-09-14" } }),
      ),
    ).toBe("/topics/naps-2025-09-14");
  });

  it("tells of a warning, its appeal's outcome and a report reviewed, naming no one", () => {
    const notice = (type: string, data: ActivityItem["data"]) =>
      item({ type, data, actor: null, actorId: null, quip: null, quipId: null });
    const warning = notice("warning", { warningId: "w1" });
    expect(describeActivity(warning)).toBe("A moderator sent you a warning");
    expect(activityHref(warning)).toBe("/settings/warnings");
    const overturned = notice("warning_decided", { warningId: "w1", outcome: "overturned" });
    expect(describeActivity(overturned)).toBe(
      "Your appeal was accepted: the warning is overturned",
    );
    expect(activityHref(overturned)).toBe("/settings/warnings");
    expect(describeActivity(notice("warning_decided", { outcome: "upheld" }))).toBe(
      "Your appeal was reviewed: the warning stands",
    );
    const reviewed = notice("report_reviewed", { reportKind: "quip" });
    expect(describeActivity(reviewed)).toBe(
      "Your report was reviewed. Thank you for helping keep Quip friendly.",
    );
    expect(activityHref(reviewed)).toBe("/activity");
  });
});
