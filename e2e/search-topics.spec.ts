import type { Page } from "@playwright/test";
import { LIMITS } from "#shared/limits.ts";
import { COMPETITION_MSG } from "#shared/messages/competitions.ts";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { signUp } from "./support/people";

type PreviousTopic = { topic: string; topicIdentifier: string; quipCount: number };

/** The demo community's past topics, newest first: a fortnight's worth on any day. */
async function previousTopics(page: Page): Promise<PreviousTopic[]> {
  const response = await page.request.get("/api/topics/previous");
  expect(response.ok()).toBe(true);
  const topics = (await response.json()) as PreviousTopic[];
  expect(topics.length, "the demo community's past topics").toBeGreaterThan(5);
  return topics;
}

/**
 * A past topic with several quips whose results are published: its likes are shown and its
 * page goes by them (until its results, a topic competes, shuffled: decision 0162).
 */
async function previousTopicWithQuips(page: Page): Promise<PreviousTopic> {
  for (const topic of await previousTopics(page)) {
    if (topic.quipCount < 2) continue;
    const answer = await page.request.get(`/api/topics/identifier/${topic.topicIdentifier}/quips`);
    const quips = (await answer.json()) as Array<{ likesHidden: boolean }>;
    if (quips.every((quip) => !quip.likesHidden)) return topic;
  }
  throw new Error("The demo community has no published past topic with several quips");
}

/** Picks a type and searches, as a person would with the form. */
async function search(page: Page, type: "Quips" | "Users" | "Topics", text: string) {
  await page.getByLabel("Search type").selectOption({ label: type });
  await page.getByLabel("Search text").fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

const results = (page: Page) => page.getByRole("region", { name: /^Results for/ });

test("search finds quips, users and topics, and ignores a blank search", async ({ page }) => {
  test.slow(); // a dozen searches and screens, axe at two widths on several
  const member = await signUp(page);
  const word = `zanyword${Date.now().toString(36)}`;
  const content = `My cat filed a complaint about the ${word} in the laundry basket.`;
  const posted = await page.request.post("/api/quips", {
    data: { content, topicOfTheDay: false, topicText: null },
  });
  expect(posted.status()).toBe(201);

  await page.setViewportSize(VIEWPORTS.wide);
  await page.goto("/search");
  await expect(page.getByRole("heading", { name: "Search", level: 1 })).toBeVisible();
  await expect(page.getByText("What are you looking for?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to feed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See Previous Topics" })).toHaveAttribute(
    "href",
    "/topics",
  );
  // The wide screen's sidebar shows the member's own counts.
  await expect(
    page.getByRole("complementary", { name: "Sidebar" }).getByText(`@${member.username}`),
  ).toBeVisible();
  await captureBothWidths(page, "search-empty-form");
  await page.setViewportSize(VIEWPORTS.wide);

  // A blank search goes nowhere.
  await page.getByLabel("Search text").fill("   ");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/search");

  // Quips, by a word of the quip just posted.
  await search(page, "Quips", word);
  await expect(page).toHaveURL(`/search/${word}?type=quips`);
  await expect(page.getByLabel("Search text")).toHaveValue(word);
  await expect(results(page).getByRole("article").filter({ hasText: content })).toBeVisible();
  await expect(results(page).getByRole("status")).toHaveText("1 result");
  await captureBothWidths(page, "search-quips");
  await page.setViewportSize(VIEWPORTS.wide);

  // Blank again, from a results page: the address and the results stay.
  await page.getByLabel("Search text").fill("");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(`/search/${word}?type=quips`);
  await expect(results(page).getByRole("article")).toHaveCount(1);

  // Users, by the fresh member's name.
  await search(page, "Users", member.username);
  await expect(page).toHaveURL(`/search/${member.username}?type=users`);
  const row = results(page).getByRole("link", { name: new RegExp(`@${member.username}`) });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute("href", /^\/profile\/[0-9a-f-]{36}$/);
  await captureBothWidths(page, "search-users");
  await page.setViewportSize(VIEWPORTS.wide);

  // Nothing matches.
  await search(page, "Quips", "qqxxzznothingmatches");
  await expect(page.getByText("No results for “qqxxzznothingmatches”")).toBeVisible();
  await captureBothWidths(page, "search-no-results");
  await page.setViewportSize(VIEWPORTS.wide);

  // The server fails: "Search failed.", and trying again asks once more.
  let failing = true;
  await page.route("**/api/search/users*", (route) =>
    failing ? route.fulfill({ status: 500, body: "Boom" }) : route.fallback(),
  );
  await search(page, "Users", "whoever");
  await expect(page.getByRole("alert")).toContainText("Search failed.");
  failing = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);

  // A member may take today's topic straight from the topics screen.
  await page.goto("/topics");
  await expect(page.getByRole("link", { name: "Use this topic" })).toHaveAttribute(
    "href",
    "/compose?useTopic=true",
  );
});

test("search finds a topic by part of its words", async ({ page }) => {
  const [topic] = (await previousTopics(page)) as [PreviousTopic];
  const part = topic.topic.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? topic.topic;

  await page.goto(`/search?type=topics`);
  await expect(page.getByLabel("Search type")).toHaveValue("topics");
  await page.getByLabel("Search text").fill(part);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(`/search/${encodeURIComponent(part)}?type=topics`);
  const link = results(page)
    .getByRole("link", { name: new RegExp(topic.topic, "i") })
    .first();
  await expect(link).toBeVisible();
  await captureBothWidths(page, "search-topics");

  await page.setViewportSize(VIEWPORTS.wide);
  await results(page)
    .getByRole("link")
    .filter({ has: page.getByText(topic.topic, { exact: true }) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/topics/${topic.topicIdentifier}$`));
  await expect(page.getByRole("heading", { name: topic.topic, level: 1 })).toBeVisible();
});

test("the topics screen shows today's topic and the previous ones", async ({ page }) => {
  const topics = await previousTopics(page);
  const today = (await (await page.request.get("/api/topic-of-the-day")).json()) as {
    topic: string;
  };
  await page.goto("/topics");
  await expect(page.getByRole("heading", { name: "Topics", level: 1 })).toBeVisible();
  const current = page.getByRole("region", { name: "Current topic" });
  await expect(current.getByText("Active Now", { exact: true })).toBeVisible();
  await expect(current.getByText(today.topic, { exact: true })).toBeVisible();
  await expect(current.getByRole("timer")).toHaveText(/^\d\d:\d\d:\d\d$/);

  const list = page.getByRole("list", { name: "Previous topics" });
  await expect(list.getByRole("link")).toHaveCount(topics.length);
  const first = topics[0] as PreviousTopic;
  const link = list.getByRole("link").first();
  await expect(link).toContainText(first.topic);
  await expect(link).toContainText(first.quipCount === 1 ? "1 quip" : `${first.quipCount} quips`);
  await expect(link).toHaveAttribute("href", `/topics/${first.topicIdentifier}`);
  await captureBothWidths(page, "topics");
});

test("on a Sunday the topics screen has no topic to take", { tag: "@sunday" }, async ({ page }) => {
  await signUp(page);
  await page.goto("/topics");
  const current = page.getByRole("region", { name: "Current topic" });
  await expect(current.getByText("No Topic Sunday", { exact: true }).first()).toBeVisible();
  await expect(current.getByRole("timer")).toHaveText(/^\d\d:\d\d:\d\d$/);
  await expect(
    page.getByRole("list", { name: "Previous topics" }).getByRole("link").first(),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Use this topic" })).toHaveCount(0);
  await captureBothWidths(page, "topics-sunday");
});

test("a topic page lists its quips and switches between Top All Time and New Quips", async ({
  page,
}) => {
  const topic = await previousTopicWithQuips(page);

  await page.goto("/topics");
  await page
    .getByRole("list", { name: "Previous topics" })
    .getByRole("link")
    .filter({ hasText: topic.topic })
    .first()
    .click();
  await expect(page).toHaveURL(`/topics/${topic.topicIdentifier}`);
  await expect(page.getByRole("heading", { name: topic.topic, level: 1 })).toBeVisible();
  await expect(page.getByText(`${topic.quipCount} quips`).first()).toBeVisible();
  const quips = page.getByRole("list", { name: "Quips about this topic" }).getByRole("article");
  await expect(quips).toHaveCount(topic.quipCount);
  await expect(page.getByLabel("Sort quips")).toHaveValue("topAllTime");
  // Top All Time: most liked first.
  const likes = await page
    .getByRole("list", { name: "Quips about this topic" })
    .getByRole("button", { name: /^Like, / })
    .evaluateAll((buttons) =>
      buttons.map((b) => Number(/(\d+)/.exec(b.getAttribute("aria-label") ?? "")?.[1] ?? 0)),
    );
  expect(likes).toEqual([...likes].sort((a, b) => b - a));
  await captureBothWidths(page, "topic");
  await page.setViewportSize(VIEWPORTS.wide);

  // Only the two orders a topic page offers.
  await expect(page.getByLabel("Sort quips").locator("option")).toHaveText([
    "Top All Time",
    "New Quips",
  ]);
  await page.getByLabel("Sort quips").selectOption({ label: "New Quips" });
  await expect(page).toHaveURL(`/topics/${topic.topicIdentifier}?filter=new`);
  await expect(quips).toHaveCount(topic.quipCount);
  const times = await page
    .getByRole("list", { name: "Quips about this topic" })
    .locator("article time")
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime") ?? ""));
  expect(times).toEqual([...times].sort().reverse());

  await page.getByLabel("Sort quips").selectOption({ label: "Top All Time" });
  await expect(page).toHaveURL(`/topics/${topic.topicIdentifier}`);

  await page.getByRole("link", { name: "See All Previous Topics" }).first().click();
  await expect(page).toHaveURL("/topics");
});

test("a topic reached by its slug, and a topic that does not exist", async ({ page }) => {
  const [topic] = (await previousTopics(page)) as [PreviousTopic];
  const slug = topic.topicIdentifier.replace(/-\d{4}-\d{2}-\d{2}$/, "");
  expect(slug).not.toBe(topic.topicIdentifier);
  await page.goto(`/topics/${slug}`);
  await expect(page.getByRole("heading", { name: topic.topic, level: 1 })).toBeVisible();
  await page.goto("/topics/no-such-topic-2001-01-01");
  await expect(page.getByRole("heading", { name: "Topic not found", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "See All Previous Topics" }).first()).toBeVisible();
  await captureBothWidths(page, "topic-missing");
});

test("a published competition's titles sit on top of their quips", async ({ page }) => {
  // The server's jobs publish the demo's finished competitions soon after it starts; on the
  // tests' clock the same ones are finished on every run.
  const topics = (await previousTopics(page)).filter((t) => t.quipCount > 1);
  let published: PreviousTopic | undefined;
  await expect
    .poll(
      async () => {
        for (const topic of topics) {
          const answer = await page.request.get(
            `/api/topics/identifier/${topic.topicIdentifier}/quips`,
          );
          const quips = (await answer.json()) as Array<{ result: { title: string | null } | null }>;
          // One with a place below the titles, too: the demo's competitions are small.
          if (quips.some((quip) => quip.result?.title === null)) published = topic;
          if (published) return published.topicIdentifier;
        }
        return null;
      },
      { message: "a past topic whose competition is published" },
    )
    .not.toBeNull();
  const topic = published as PreviousTopic;
  await page.goto(`/topics/${topic.topicIdentifier}`);
  const list = page.getByRole("list", { name: "Quips about this topic" });
  await expect(list.getByRole("listitem")).toHaveCount(topic.quipCount);
  // Every entry of a published competition has its place, and those below the podium of so
  // small a competition no title, as the page says.
  await expect(list.getByRole("listitem").filter({ hasText: "Competition result:" })).toHaveCount(
    topic.quipCount,
  );
  await expect(list.getByRole("listitem").first()).toContainText(/Competition result: \S.* #1/);
  expect(topic.quipCount).toBeLessThan(LIMITS.competitionTitlesMinEntries);
  await expect(page.getByText(COMPETITION_MSG.titlesMinimum)).toBeVisible();
  await expect(
    list
      .getByRole("listitem")
      .filter({ hasText: /Competition result: Ranked #\d+/ })
      .first(),
  ).toBeVisible();
  await captureBothWidths(page, "topic-titles");
});
