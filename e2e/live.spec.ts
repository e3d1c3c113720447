import type { Browser, Page } from "@playwright/test";
import { TIMING } from "#shared/limits.ts";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { postQuip, signUp, submitSignUp } from "./support/people";

const feed = (page: Page) => page.getByRole("feed", { name: "Quips" });
const primaryNav = (page: Page) => page.getByRole("navigation", { name: "Primary" });

/** A second member, in a browser of their own, acting through the API as their pages would. */
async function otherMember(browser: Browser) {
  const context = await browser.newContext({ viewport: VIEWPORTS.wide });
  const page = await context.newPage();
  const member = await signUp(page);
  return { ...member, page, close: () => context.close() };
}

/** Resolves once the page's live stream has said hello: from then on, events reach it. */
function streamOpened(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === "/api/stream");
}

/** Each screen is captured (and checked for accessibility) at both widths once, from the wide run. */
async function capture(page: Page, width: string, name: string) {
  if (width !== "wide") return;
  await captureBothWidths(page, name);
  await page.setViewportSize(VIEWPORTS.wide);
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test("new quips gather in a pill on the New feed and load above the one being read", async ({
      page,
      browser,
    }) => {
      const poster = await otherMember(browser);
      const stamp = Date.now();
      // The reader reads a quip of this test's own: others' may be gone by the time the new
      // ones load, which says nothing about where the one being read stays.
      const readingText = `Live pill ${stamp}: the one being read.`;
      await postQuip(poster.page, readingText);
      for (const above of [1, 2]) {
        await postQuip(poster.page, `Live pill ${stamp}: quip ${above} above the one being read.`);
      }
      const opened = streamOpened(page);
      await page.goto("/?filter=new");
      await opened;
      const cards = feed(page).getByRole("article");
      await expect(cards).toHaveCount(10);

      await postQuip(poster.page, `Live pill ${stamp}: the first new one.`);
      const pill = page.getByRole("button", { name: "1 new quip" });
      await expect(pill).toBeVisible();
      await postQuip(poster.page, `Live pill ${stamp}: the second new one.`);
      await expect(page.getByRole("button", { name: "2 new quips" })).toBeVisible();
      // Nothing moved under the reader.
      await expect(cards).toHaveCount(10);
      await expect(
        feed(page).getByText(new RegExp(`Live pill ${stamp}: the (first|second) new one`)),
      ).toHaveCount(0);
      await capture(page, width, "live-new-quips-pill");

      // Reading the third quip, the reader presses the pill.
      const reading = cards.filter({ hasText: readingText });
      await reading.evaluate((el) => el.scrollIntoView({ block: "center" }));
      const before = await reading.boundingBox();
      await page.getByRole("button", { name: "2 new quips" }).click();
      await expect(feed(page).getByText(`Live pill ${stamp}: the second new one.`)).toHaveCount(1);
      await expect(page.getByRole("button", { name: /new quips?$/ })).toHaveCount(0);
      // The quip being read stays where it was; the new ones are above it.
      const still = feed(page).getByRole("article").filter({ hasText: readingText });
      const after = await still.boundingBox();
      expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(4);
      await expect(cards.first()).toContainText(`Live pill ${stamp}: the second new one.`);
      // The pill is gone: the newest quip has its focus, for a keyboard to read on from.
      await expect(cards.first()).toBeFocused();
      await poster.close();
    });

    test("a topic's New list gathers its own topic's new quips, never the reader's own", async ({
      page,
      browser,
    }) => {
      await signUp(page);
      const today = (await (await page.request.get("/api/topic-of-the-day")).json()) as {
        topic: string;
        topicIdentifier: string;
      };
      const topicPath = `/topics/${today.topicIdentifier}?filter=new`;
      const opened = streamOpened(page);
      await page.goto(topicPath);
      await opened;
      await expect(page.getByRole("list", { name: "Quips about this topic" })).toBeVisible();

      // The reader posts on the topic from the compose screen, and comes back to the list.
      await primaryNav(page).getByRole("link", { name: "Compose", exact: true }).click();
      const mine = `Live topic ${Date.now()}: mine, and no news to me.`;
      await page.getByLabel("Your quip").fill(mine);
      await page.getByRole("radio", { name: /^Today's topic: / }).check();
      await page.getByRole("button", { name: "Post Quip" }).click();
      await expect(page).toHaveURL("/?filter=new");
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(topicPath);

      const poster = await otherMember(browser);
      const stamp = Date.now();
      await postQuip(poster.page, `Live topic ${stamp}: not about the topic.`);
      const onTopic = await poster.page.request.post("/api/quips", {
        data: {
          content: `Live topic ${stamp}: on it.`,
          topicOfTheDay: true,
          topicText: today.topic,
        },
      });
      expect(onTopic.status()).toBe(201);
      const pill = page.getByRole("button", { name: "1 new quip" });
      await expect(pill).toBeVisible();
      await capture(page, width, "live-topic-pill");
      await pill.click();
      const list = page.getByRole("list", { name: "Quips about this topic" });
      await expect(list.getByText(`Live topic ${stamp}: on it.`)).toBeVisible();
      await expect(list.getByText(mine)).toBeVisible();
      await expect(list.getByText(`Live topic ${stamp}: not about the topic.`)).toHaveCount(0);
      await expect(pill).toHaveCount(0);
      await poster.close();
    });

    test("the Activity badge and the tab title count what arrives, and opening Activity clears them", async ({
      page,
      browser,
    }) => {
      // A visitor's stream, then the member's once they have joined, without a page load.
      const visitorStream = streamOpened(page);
      await page.goto("/register");
      await visitorStream;
      const memberStream = streamOpened(page);
      await submitSignUp(page);
      await expect(page).toHaveURL("/");
      await memberStream;
      const member = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
      const quipId = await postQuip(page, `Live badge ${Date.now()}: my toaster has opinions.`);
      const activity = primaryNav(page).getByRole("link", { name: /^Activity/ });
      await expect(activity).toHaveAccessibleName("Activity");
      await expect(page).toHaveTitle("Quip");

      const fan = await otherMember(browser);
      expect((await fan.page.request.post(`/api/quips/${quipId}/like`)).status()).toBe(200);
      await expect(activity).toHaveAccessibleName("Activity, 1 unread notification");
      await expect(page).toHaveTitle("(1) Quip");
      const comment = await fan.page.request.post(`/api/quips/${quipId}/comments`, {
        data: { content: "Live and kicking." },
      });
      expect(comment.status()).toBe(201);
      await expect(activity).toHaveAccessibleName("Activity, 2 unread notifications");
      expect((await fan.page.request.post(`/api/users/${member.id}/follow`)).status()).toBe(200);
      await expect(activity).toHaveAccessibleName("Activity, 3 unread notifications");
      await expect(activity).toContainText("3");
      await expect(page).toHaveTitle("(3) Quip");
      await capture(page, width, "live-unread-badge");

      await activity.click();
      await expect(page).toHaveURL("/activity");
      const list = page.getByRole("list", { name: "Your activity" });
      await expect(list.getByRole("listitem")).toHaveCount(3);
      // Read now, and still marked as new while the page stays open.
      await expect(activity).toHaveAccessibleName("Activity");
      await expect(page).toHaveTitle("Recent Activity · Quip");
      await expect(list.getByText("New", { exact: true })).toHaveCount(3);
      await capture(page, width, "live-activity-read");

      // What arrives while the page is open comes in at the top, and is read at once.
      const reply = await fan.page.request.post(`/api/quips/${quipId}/comments`, {
        data: { content: "Still here." },
      });
      expect(reply.status()).toBe(201);
      await expect(list.getByRole("listitem")).toHaveCount(4);
      await expect(list.getByRole("listitem").first()).toContainText("commented on your quip");
      await expect(list.getByText("New", { exact: true })).toHaveCount(4);
      await expect(activity).toHaveAccessibleName("Activity");
      await fan.close();
    });

    test("an open quip's like and comment counts move as others react, new comments on request", async ({
      page,
      browser,
    }) => {
      const author = await otherMember(browser);
      const content = `Live counts ${Date.now()}: I asked the mirror for advice; it reflected.`;
      const quipId = await postQuip(author.page, content);
      const opened = streamOpened(page);
      await page.goto(`/quip/${quipId}`);
      await opened;
      const quip = page.getByRole("article").filter({ hasText: content });
      await expect(quip.getByRole("button", { name: "Like, 0 likes" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Comments (0)" })).toBeVisible();

      const fan = await otherMember(browser);
      expect((await fan.page.request.post(`/api/quips/${quipId}/like`)).status()).toBe(200);
      await expect(quip.getByRole("button", { name: "Like, 1 like" })).toBeVisible();
      // An anonymous quip names no liker; "Liked by" follows the count.
      const likedBy = page.getByRole("region", { name: "Liked by" });
      await expect(likedBy).toContainText("1 like, not shown until the reveal");
      await fan.close();

      const comment = await author.page.request.post(`/api/quips/${quipId}/comments`, {
        data: { content: "Talking to myself again." },
      });
      expect(comment.status()).toBe(201);
      await expect(quip.getByRole("link", { name: "Comments, 1" })).toBeVisible();
      const more = page.getByRole("button", { name: "1 new comment" });
      await expect(more).toBeVisible();
      await expect(page.getByText("Talking to myself again.")).toHaveCount(0);
      await expect(page.getByText("No comments yet", { exact: false })).toHaveCount(0);
      await capture(page, width, "live-new-comments");
      await more.click();
      await expect(page.getByText("Talking to myself again.")).toBeVisible();
      await expect(page.getByRole("article", { name: /^Comment by/ }).first()).toBeFocused();
      await expect(page.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
      await expect(more).toHaveCount(0);
      await author.close();
    });

    test("another member's comment and reply wait behind a button, as a reload would show them, while the count moves at once", async ({
      page,
      browser,
    }) => {
      test.slow(); // three members, and axe at both widths twice
      const poster = await otherMember(browser);
      const muted = await otherMember(browser);
      const stamp = Date.now();
      const content = `Live thread ${stamp}: my houseplants unionised.`;
      const quipId = await postQuip(poster.page, content);
      await signUp(page);
      expect((await page.request.post(`/api/users/${muted.id}/mute`)).status()).toBe(200);
      // The page watches the quip once its comments are read, from the instant they were read.
      const watching = page.waitForRequest(
        (request) =>
          /^\/api\/stream\/[^/]+\/watch$/.test(new URL(request.url()).pathname) &&
          Boolean(request.postDataJSON()?.commentsSince),
      );
      await page.goto(`/quip/${quipId}`);
      await watching;
      const quip = page.getByRole("article").filter({ hasText: content });
      const comments = page.getByRole("region", { name: /^Comments/ });

      // The reader's own comment shows at once, and is no news to them.
      const mine = `Live thread ${stamp}: mine.`;
      await page.getByLabel("Add a comment").fill(mine);
      await page.getByRole("button", { name: "Post Comment" }).click();
      await expect(comments.getByText(mine)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Comments (1)" })).toBeVisible();

      // In their own browser, the poster replies to it and comments; a member the reader mutes
      // comments too.
      await poster.page.goto(`/quip/${quipId}`);
      const reply = `Live thread ${stamp}: a reply.`;
      const comment = `Live thread ${stamp}: a comment.`;
      await poster.page.getByRole("button", { name: /^Reply to / }).click();
      await poster.page.getByRole("textbox", { name: /^Reply to / }).fill(reply);
      await poster.page.getByRole("button", { name: "Post Reply" }).click();
      await expect(poster.page.getByText(reply)).toBeVisible();
      await poster.page.getByLabel("Add a comment").fill(comment);
      await poster.page.getByRole("button", { name: "Post Comment" }).click();
      await expect(poster.page.getByText(comment)).toBeVisible();
      const hidden = `Live thread ${stamp}: from someone muted.`;
      const theirs = await muted.page.request.post(`/api/quips/${quipId}/comments`, {
        data: { content: hidden },
      });
      expect(theirs.status()).toBe(201);

      // The reader is offered the two they would read; the count is the one a reload shows.
      await expect(page.getByRole("heading", { name: "Comments (4)" })).toBeVisible();
      await expect(quip.getByRole("link", { name: "Comments, 4" })).toBeVisible();
      const more = page.getByRole("button", { name: "2 new comments" });
      await expect(more).toBeVisible();
      await expect(page.getByRole("button", { name: /^3 new comments/ })).toHaveCount(0);
      await expect(comments.getByText(reply)).toHaveCount(0);
      await expect(comments.getByText(comment)).toHaveCount(0);
      await capture(page, width, "live-new-comments-offered");

      await more.click();
      await expect(comments.getByText(comment)).toBeVisible();
      await expect(comments.getByText(reply)).toBeVisible();
      await expect(comments.getByText(mine)).toBeVisible();
      await expect(comments.getByText(hidden)).toHaveCount(0);
      await expect(more).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Comments (4)" })).toBeVisible();
      await capture(page, width, "live-new-comments-shown");
      await poster.close();
      await muted.close();
    });

    test("the cards of a feed count the likes and comments others give, without a reload", async ({
      page,
      browser,
    }) => {
      const poster = await otherMember(browser);
      const content = `Live card ${Date.now()}: my alarm clock hit snooze on me.`;
      const quipId = await postQuip(poster.page, content);
      // The feed follows its cards once they are shown.
      const following = page.waitForRequest(
        (request) =>
          /^\/api\/stream\/[^/]+\/watch$/.test(new URL(request.url()).pathname) &&
          (request.postDataJSON()?.cards ?? []).includes(quipId),
      );
      await page.goto("/?filter=new");
      await following;
      const card = feed(page).getByRole("article").filter({ hasText: content });
      await expect(card.getByRole("link", { name: "Comments, 0" })).toBeVisible();

      const fan = await otherMember(browser);
      expect((await fan.page.request.post(`/api/quips/${quipId}/like`)).status()).toBe(200);
      const said = await fan.page.request.post(`/api/quips/${quipId}/comments`, {
        data: { content: "Snooze is a lifestyle." },
      });
      expect(said.status()).toBe(201);
      await expect(card.getByRole("link", { name: "Comments, 1" })).toBeVisible();
      await expect(card.getByRole("button", { name: "Like, 1 like" })).toBeVisible();
      // Nothing else moved: the card is where it was, first among the newest.
      await expect(feed(page).getByRole("article").first()).toContainText(content);
      await capture(page, width, "live-card-counts");
      await poster.close();
      await fan.close();
    });
  });
}

test.describe("the stream itself", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.wide);
  });

  test("a tab hidden for a while closes its stream and, shown again, catches up from where it was", async ({
    page,
    browser,
  }) => {
    const poster = await otherMember(browser);
    const opened = streamOpened(page);
    await page.goto("/?filter=new");
    await opened;
    const stamp = Date.now();
    await postQuip(poster.page, `Live hidden ${stamp}: seen.`);
    await expect(page.getByRole("button", { name: "1 new quip" })).toBeVisible();

    // Closed by the page, the stream's request ends as a cancelled one.
    const closed = page.waitForEvent("requestfailed", (request) => {
      return new URL(request.url()).pathname === "/api/stream";
    });
    await setHidden(page, true);
    await page.clock.fastForward(TIMING.streamHiddenPauseMs);
    await closed;
    await postQuip(poster.page, `Live hidden ${stamp}: missed while hidden.`);

    const reopened = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === "/api/stream" && url.searchParams.has("lastEventId");
    });
    await setHidden(page, false);
    await reopened;
    // What came meanwhile is given to the new stream.
    await expect(page.getByRole("button", { name: "2 new quips" })).toBeVisible();
    await poster.close();
  });

  test("a stream the server ends is opened again, from the last event seen", async ({
    page,
    browser,
  }) => {
    await signUp(page);
    const poster = await otherMember(browser);
    const opened = streamOpened(page);
    await page.goto("/?filter=new");
    await opened;
    const stamp = Date.now();
    await postQuip(poster.page, `Live reconnect ${stamp}: before.`);
    await expect(page.getByRole("button", { name: "1 new quip" })).toBeVisible();

    // Signing out elsewhere ends the session's streams; the tab comes back as a visitor.
    const reopened = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === "/api/stream" && url.searchParams.has("lastEventId");
    });
    expect((await page.request.post("/api/logout")).status()).toBe(204);
    await reopened;
    await postQuip(poster.page, `Live reconnect ${stamp}: after.`);
    await expect(page.getByRole("button", { name: "2 new quips" })).toBeVisible();
    await poster.close();
  });
});

/** What the browser does when the tab goes to the background or comes back. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => isHidden });
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (isHidden ? "hidden" : "visible"),
    });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}
