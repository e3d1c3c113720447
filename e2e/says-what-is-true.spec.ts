import { type APIRequestContext, request as http, type Page } from "@playwright/test";
import { nextChangeAt, nextTopicAt } from "#shared/rules/topic-calendar.ts";
import { DEMO_ADMIN } from "./support/demo-accounts";
import { captureBothWidths, expect, test, uniqueMember, VIEWPORTS } from "./support/fixtures";

/** A fresh member registered through the API, in a cookie jar of their own. */
async function apiMember(baseURL: string | undefined) {
  const request = await http.newContext({ baseURL });
  const member = uniqueMember();
  const answer = await request.post("/api/auth/register", { data: member });
  expect(answer.status()).toBe(201);
  return { request, username: member.username, id: (await answer.json()).id as string };
}

/** Registers a fresh member in the page's own browser: the page is theirs from now on. */
async function joinIn(page: Page) {
  const member = uniqueMember();
  const answer = await page.request.post("/api/auth/register", { data: member });
  expect(answer.status()).toBe(201);
  return { ...member, id: (await answer.json()).id as string };
}

async function postAs(request: APIRequestContext, content: string): Promise<string> {
  const answer = await request.post("/api/quips", {
    data: { content, topicOfTheDay: false, topicText: null },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).id;
}

async function likeAs(request: APIRequestContext, quipId: string) {
  const answer = await request.post(`/api/quips/${quipId}/like`);
  expect(answer.status()).toBe(200);
}

const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const likedBy = (page: Page) => page.getByRole("region", { name: "Liked by" });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

test("a muted or blocked member's profile says so, and undoes it right there", async ({ page }) => {
  test.slow(); // axe at both widths, twice
  await joinIn(page);
  // The demo community's revealed quips name their authors.
  const top = (await (await page.request.get("/api/quips?filter=topAllTime&limit=10")).json()) as {
    author: { id: string; username: string } | null;
  }[];
  const author = top.find((quip) => quip.author)?.author;
  if (!author) throw new Error("The test server has no revealed quips");
  const panel = page.getByRole("tabpanel");
  const theirQuips = panel.getByRole("article");

  const choices = [
    { verb: "mute", done: "muted", undo: "Unmute" },
    { verb: "block", done: "blocked", undo: "Unblock" },
  ];
  for (const { verb, done, undo } of choices) {
    expect((await page.request.post(`/api/users/${author.id}/${verb}`)).status()).toBe(200);
    await page.goto(`/profile/${author.id}`);
    const said = panel.getByText(`You ${done} @${author.username}`, { exact: true });
    await expect(said).toBeVisible();
    await expect(panel).not.toContainText("once their 48 anonymous hours are over");
    await expect(theirQuips).toHaveCount(0);
    await captureBothWidths(page, `truths-profile-${done}`);
    await page.setViewportSize(VIEWPORTS.wide);
    await panel.getByRole("button", { name: `${undo} @${author.username}` }).click();
    await expect(toasts(page).getByText(`@${author.username} is no longer ${done}`)).toBeVisible();
    await expect(theirQuips.first()).toBeVisible();
    await expect(said).toHaveCount(0);
  }
});

test("Liked by agrees with the heart on an anonymous quip, and names nobody, the author included", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // three people, axe at both widths
  const author = await joinIn(page);
  const quipId = await postAs(page.request, `My umbrella is shy ${Date.now()}.`);
  await likeAs(page.request, quipId);
  await page.goto(`/quip/${quipId}`);
  await expect(page.getByRole("button", { name: "Like, 1 like" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(likedBy(page)).toContainText("1 like, not shown until the reveal");
  await expect(likedBy(page)).not.toContainText("No likes yet");
  await captureBothWidths(page, "truths-liked-by-author");
  await page.setViewportSize(VIEWPORTS.wide);

  // Another member's like is not named either: nobody can tell which like is whose.
  const fan = await apiMember(baseURL);
  await likeAs(fan.request, quipId);
  const other = await browser.newContext({ viewport: VIEWPORTS.wide });
  const reader = await other.newPage();
  await joinIn(reader);
  await reader.goto(`/quip/${quipId}`);
  await expect(reader.getByRole("button", { name: "Like, 2 likes" })).toBeVisible();
  await expect(likedBy(reader)).toContainText("2 likes, not shown until the reveal");
  await expect(likedBy(reader).getByRole("link")).toHaveCount(0);
  await expect(likedBy(reader)).not.toContainText(fan.username);
  await expect(likedBy(reader)).not.toContainText(author.username);
  await captureBothWidths(reader, "truths-liked-by-reader");
  await page.reload();
  await expect(likedBy(page)).toContainText("2 likes, not shown until the reveal");
  await other.close();
  await fan.request.dispose();
});

test("Liked by says when the likes of a revealed quip are from members the reader muted", async ({
  page,
}) => {
  await joinIn(page);
  const top = (await (await page.request.get("/api/quips?filter=topAllTime&limit=20")).json()) as {
    id: string;
    likesCount: number;
    author: { id: string } | null;
  }[];
  let chosen: { id: string; likers: { id: string; username: string }[] } | null = null;
  for (const quip of top) {
    if (!quip.author || quip.likesCount < 1 || quip.likesCount > 5) continue;
    const likers = (await (await page.request.get(`/api/quips/${quip.id}/likes`)).json()) as {
      id: string;
      username: string;
    }[];
    if (likers.length === quip.likesCount && likers.every((l) => l.id !== quip.author?.id)) {
      chosen = { id: quip.id, likers };
      break;
    }
  }
  if (!chosen) throw new Error("The test server has no revealed quip liked by others alone");
  for (const liker of chosen.likers) {
    expect((await page.request.post(`/api/users/${liker.id}/mute`)).status()).toBe(200);
  }
  const n = chosen.likers.length;
  await page.goto(`/quip/${chosen.id}`);
  await expect(likedBy(page)).toContainText(
    n === 1
      ? "1 like from a member you muted or blocked"
      : `${n} likes from members you muted or blocked`,
  );
  await expect(likedBy(page)).not.toContainText("No likes yet");
  await captureBothWidths(page, "truths-liked-by-muted");
});

test("comments counted but all from members the reader muted say so, not 'no comments yet'", async ({
  page,
  baseURL,
}) => {
  const author = await apiMember(baseURL);
  const commenter = await apiMember(baseURL);
  const quipId = await postAs(author.request, `Comment count e2e ${Date.now()}: a quiet room.`);
  const commented = await commenter.request.post(`/api/quips/${quipId}/comments`, {
    data: { content: "First, and muted." },
  });
  expect(commented.status()).toBe(201);
  await joinIn(page);
  expect((await page.request.post(`/api/users/${commenter.id}/mute`)).status()).toBe(200);
  await page.goto(`/quip/${quipId}`);
  const comments = page.getByRole("region", { name: "Comments (1)" });
  await expect(comments).toContainText(
    "The comments here are from members you muted or blocked, or are replies to them, so none is shown.",
  );
  await expect(comments).not.toContainText("No comments yet");
  await captureBothWidths(page, "truths-comments-all-muted");
  await author.request.dispose();
  await commenter.request.dispose();
});

test("a suspended member's composer says until when before they type, and so does a refused post", async ({
  page,
  baseURL,
}) => {
  test.slow(); // two people, axe at both widths
  const member = await joinIn(page);
  const admin = await http.newContext({ baseURL });
  const signedIn = await admin.post("/api/auth/login", { data: DEMO_ADMIN });
  expect(signedIn.status()).toBe(200);

  await page.goto("/compose");
  const content = `My toaster has opinions ${Date.now()}.`;
  await page.getByLabel("Your quip").fill(content);
  const serverNow = await page.evaluate(() => Date.now());
  const until = new Date(serverNow + 3 * 86_400_000);
  until.setUTCMinutes(0, 0, 0);
  const reason = "Posting the same joke forty times.";
  const suspended = await admin.post(`/api/admin/users/${member.id}/suspend`, {
    data: { until: until.toISOString(), reason },
  });
  expect(suspended.status()).toBe(204);

  // Suspended while writing: the refusal says why, not "try again".
  await page.getByRole("button", { name: "Post Quip" }).click();
  const refusal = toasts(page)
    .getByRole("listitem")
    .filter({ hasText: "Your quip was not posted" });
  await expect(refusal).toContainText(/Your account is suspended until .+ ET: /);
  await expect(refusal).toContainText(reason);
  await expect(toasts(page)).not.toContainText("Please try again");

  // The composer says so before anything is typed, and offers only the vault.
  await page.reload();
  const note = page.getByRole("note", { name: "You can't post while suspended" });
  await expect(note).toContainText(
    /Your suspension ends [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M ET\./,
  );
  await expect(note).toContainText("save this quip to your Vault to post later");
  await expect(page.getByRole("button", { name: "Post Quip" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save to Vault" })).toBeEnabled();
  await captureBothWidths(page, "truths-compose-suspended");
  await admin.dispose();
});

test("the report form's category error goes once a category is chosen", async ({
  page,
  baseURL,
}) => {
  const author = await apiMember(baseURL);
  const quipId = await postAs(author.request, `My sock drawer unionised ${Date.now()}.`);
  await joinIn(page);
  await page.goto(`/quip/${quipId}`);
  await page.getByRole("button", { name: "Report quip" }).click();
  const form = page.getByRole("region", { name: "Report this quip" });
  await form.getByRole("button", { name: "Submit Report" }).click();
  await expect(form.getByText("Please choose a category")).toBeVisible();
  await captureBothWidths(page, "truths-report-category-required");
  await page.setViewportSize(VIEWPORTS.wide);
  await form.getByRole("radio", { name: "Offensive content" }).check();
  await expect(form.getByText("Please choose a category")).toHaveCount(0);
  await expect(
    form.getByRole("group", { name: "Why are you reporting this quip?" }),
  ).not.toHaveAttribute("aria-describedby", /.+/);
  await captureBothWidths(page, "truths-report-category-chosen");
  await author.request.dispose();
});

/** Answers the topic clock as the server would on a Saturday at 10:00 Eastern. */
async function onASaturday(page: Page) {
  const saturday = new Date("2026-11-21T15:00:00Z");
  await page.clock.setSystemTime(saturday);
  await page.route("**/api/topic-timing", async (route) => {
    const response = await route.fetch();
    const timing = await response.json();
    const change = nextChangeAt(saturday, timing.configuredTiming);
    const topic = nextTopicAt(saturday, timing.configuredTiming);
    await route.fulfill({
      response,
      json: {
        ...timing,
        nextChangeTime: change.toISOString(),
        timeUntilNext: change.getTime() - saturday.getTime(),
        nextTopicTime: topic.toISOString(),
        timeUntilNextTopic: topic.getTime() - saturday.getTime(),
      },
    });
  });
}

test("on a Saturday the topic countdowns run to Monday's topic, past No Topic Sunday", async ({
  page,
}) => {
  test.slow(); // two screens, axe at both widths
  await onASaturday(page);
  // 44 hours from Saturday 10:00 to Monday 06:00; never the 20 hours to Sunday's change.
  await page.goto("/topics");
  await expect(page.getByRole("timer")).toHaveText(/^4[34]:\d{2}:\d{2}$/);
  await captureBothWidths(page, "truths-topics-saturday");

  await page.setViewportSize(VIEWPORTS.wide);
  const signedIn = await page.request.post("/api/auth/login", { data: DEMO_ADMIN });
  expect(signedIn.status()).toBe(200);
  await page.goto("/admin?tab=topics");
  const status = page.getByRole("region", { name: "Current topic" });
  await expect(status.getByRole("timer")).toHaveText(/^4[34]:\d{2}:\d{2}$/);
  await expect(status.getByText("Next topic in")).toBeVisible();
  await expect(status.getByText(/^Sun, Nov 22, .+ \(No Topic Sunday\)$/)).toBeVisible();
  await expect(status.getByText(/^Mon, Nov 23, /)).toBeVisible();
  await captureBothWidths(page, "truths-admin-topics-saturday");
});

test("Trending Now says it lists topics, phrases and words, while loading and when empty", async ({
  page,
}) => {
  // The first answer waits until the loading state has been seen.
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route("**/api/trending", async (route) => {
    if (!held) {
      held = true;
      await answered;
    }
    await route.fulfill({ json: [] });
  });
  await page.goto("/");
  const card = page.getByRole("region", { name: "Trending Now" });
  await expect(card.getByRole("status", { name: "Loading what's trending" })).toBeVisible();
  release();
  await expect(card).toContainText(
    "Nothing is trending yet. Topics, phrases and words show here once several new quips share them.",
  );
  await captureBothWidths(page, "truths-trending-empty");
});
