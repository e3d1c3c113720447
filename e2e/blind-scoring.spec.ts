import type { Page } from "@playwright/test";
import { LIKED_BY_MSG } from "#shared/messages/quips.liked-by.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import { TOPIC_MSG } from "#shared/messages/topics.ts";
import { captureFitting, expect, test } from "./support/fixtures";
import { signUp } from "./support/people";

/**
 * Blind scoring (decision 0162): while today's topic competes, its page shows no like count on
 * any of its quips, in the reader's own shuffle of the day, and says so; a member still likes
 * a quip there, and sees their own like and no number.
 */
interface TopicQuip {
  id: string;
  content: string;
  likesCount: number | null;
  likesHidden: boolean;
  isLiked: boolean;
}

async function topicQuips(page: Page, identifier: string): Promise<TopicQuip[]> {
  return (await page.request.get(`/api/topics/identifier/${identifier}/quips`)).json();
}

const order = (page: Page) =>
  page
    .getByRole("list", { name: "Quips about this topic" })
    .getByRole("article")
    .evaluateAll((cards) => cards.map((card) => card.querySelector("p")?.textContent ?? ""));

test("a competing topic's page shows no like counts, and a member still likes its quips", async ({
  page,
}) => {
  test.slow(); // the topic page, a quip and today's topic feed, each at both widths with axe
  await signUp(page);
  const today = (await (await page.request.get("/api/topic-of-the-day")).json()) as {
    topicIdentifier: string;
  };
  // The server's jobs open today's competition as it starts; the demo community answered it.
  await expect
    .poll(async () => {
      const quips = await topicQuips(page, today.topicIdentifier);
      return quips.length > 1 && quips.every((q) => q.likesHidden && q.likesCount === null);
    })
    .toBe(true);
  const shuffled = await topicQuips(page, today.topicIdentifier);

  await page.goto(`/topics/${today.topicIdentifier}`);
  const sort = page.getByLabel("Sort quips");
  await expect(sort).toHaveValue("topAllTime");
  await expect(sort.locator("option")).toHaveText([TOPIC_MSG.shuffledFilter, "New Quips"]);
  await expect(page.getByText(TOPIC_MSG.competingShuffled)).toBeVisible();
  const list = page.getByRole("list", { name: "Quips about this topic" });
  await expect(list.getByRole("article")).toHaveCount(shuffled.length);
  // The reader's shuffle, as the server gave it, and no heart with a number.
  expect(await order(page)).toEqual(shuffled.map((q) => q.content));
  await expect(list.getByRole("button", { name: /^Like, / })).toHaveCount(0);
  const hearts = list.getByRole("button", { name: "Like", exact: true });
  await expect(hearts).toHaveCount(shuffled.length);
  await expect(hearts.first()).toHaveAccessibleDescription(QUIP_CARD_MSG.likesHidden);
  await expect(list.getByText(QUIP_CARD_MSG.likesHidden)).toHaveCount(shuffled.length);
  await captureFitting(page, "blind-topic");

  // The member likes one: the heart fills, and still no number.
  const liked = shuffled[1] as TopicQuip;
  const card = list.getByRole("article").filter({ hasText: liked.content });
  const heart = card.getByRole("button", { name: "Like", exact: true });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(heart).toHaveText("");
  await expect
    .poll(async () => (await page.request.get(`/api/quips/${liked.id}`)).json())
    .toMatchObject({ isLiked: true, likesCount: null, likesHidden: true });
  await page.reload();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(heart).toHaveText("");
  // The same shuffle all day: a like moves nothing.
  expect(await order(page)).toEqual(shuffled.map((q) => q.content));
  await captureFitting(page, "blind-topic-liked");

  // Its own page: the heart the member pressed, and nobody named as liking it.
  await page.goto(`/quip/${liked.id}`);
  const open = page.getByRole("article").filter({ hasText: liked.content });
  await expect(open.getByRole("button", { name: "Like", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(
    page.getByRole("region", { name: "Liked by" }).getByText(LIKED_BY_MSG.hiddenUntilResults),
  ).toBeVisible();
  await captureFitting(page, "blind-quip");
  await page.goto(`/topics/${today.topicIdentifier}`);

  // Newest first says the likes are hidden, without a shuffle.
  await sort.selectOption({ label: "New Quips" });
  await expect(page.getByText(TOPIC_MSG.competingLikesHidden)).toBeVisible();

  // Today's Topic on the home page: the same note, and no number either.
  await page.goto("/?filter=topicOfTheDay");
  await expect(page.getByText(TOPIC_MSG.competingShuffled)).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: liked.content })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Like, / })).toHaveCount(0);
  await captureFitting(page, "blind-todays-topic");
});
