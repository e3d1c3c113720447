import type { Page } from "@playwright/test";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { signUp } from "./support/people";

/**
 * A member has three places on each open topic: the compose screen counts them down, and the
 * choice of a topic used up is disabled.
 */
async function spendTopicPlaces(page: Page, label: RegExp, topic: string, screenshot: string) {
  await signUp(page);
  await page.goto("/compose");
  const box = page.getByRole("radio", { name: label });
  await expect(box).toHaveAccessibleName(/3 quips left/);
  await box.check();
  await page.getByRole("button", { name: "How topics work" }).click();
  await expect(page.getByText(/up to 3 quips on each topic/)).toBeVisible();
  await captureBothWidths(page, screenshot);
  await page.setViewportSize(VIEWPORTS.wide);

  await page.getByLabel("Your quip").fill(`Topic e2e ${Date.now()}: ${topic}, but make it art.`);
  await page.getByRole("button", { name: "Post Quip" }).click();
  await expect(page).toHaveURL("/?filter=new");

  await page.goto("/compose");
  await expect(page.getByRole("radio", { name: label })).toHaveAccessibleName(/2 quips left/);
  // Two more through the API use the topic up: its choice is then disabled.
  for (const n of [1, 2]) {
    const answer = await page.request.post("/api/quips", {
      data: { content: `Topic filler ${n} ${Date.now()}`, topicOfTheDay: true, topicText: topic },
    });
    expect(answer.status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByRole("radio", { name: label })).toBeDisabled();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

test("a member composes a quip, is told what is missing, and finds it under New Quips", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/compose");
  await expect(page.getByRole("heading", { name: "New Quip" })).toBeVisible();
  await expect(page.getByText("Your Quip will be anonymous for 48 hours")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to feed" })).toBeVisible();

  await page.getByRole("button", { name: "Post Quip" }).click();
  await expect(page.getByText("Please enter some content.")).toBeVisible();

  const content = `Compose e2e ${Date.now()}: my socks unionized.`;
  await page.getByLabel("Your quip").fill(content);
  await expect(page.getByText("Please enter some content.")).toHaveCount(0);
  // A topic is open on the weekday clock; posting without one is the default choice.
  await expect(page.getByRole("radio", { name: /^No topic/ })).toBeChecked();
  await captureBothWidths(page, "compose");
  await page.setViewportSize(VIEWPORTS.wide);

  await page.getByRole("button", { name: "Post Quip" }).click();
  await expect(
    page.getByText("Your Quip has been posted and will remain anonymous for 48 hours.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL("/?filter=new");
  await expect(page.getByRole("heading", { name: "New Quips" })).toBeVisible();
  await expect(page.getByText(content)).toBeVisible();
});

test("the counter turns red above 450 characters and compose refuses more than 500", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/compose");
  const field = page.getByLabel("Your quip");
  const counter = page.getByText(/^Characters used: \d+\/500$/);

  await field.fill("a".repeat(450));
  await expect(counter).toHaveText("Characters used: 450/500");
  await expect(counter).not.toHaveAttribute("data-warning", "true");
  await field.fill("a".repeat(451));
  await expect(counter).toHaveText("Characters used: 451/500");
  await expect(counter).toHaveAttribute("data-warning", "true");

  await field.fill("a".repeat(501));
  await page.getByRole("button", { name: "Post Quip" }).click();
  await expect(
    page.getByText("Content is too long. Please keep it under 500 characters."),
  ).toBeVisible();
});

test("a draft goes to the vault, is edited there, then posted live", async ({ page }) => {
  await signUp(page);
  await page.goto("/compose");
  const draft = `Draft e2e ${Date.now()}: the toaster knows.`;
  await page.getByLabel("Your quip").fill(draft);
  await page.getByRole("button", { name: "Save to Vault" }).click();
  await expect(page.getByText("Saved to your vault", { exact: true })).toBeVisible();

  const saved = await (await page.request.get("/api/vault")).json();
  expect(saved).toHaveLength(1);
  const id: string = saved[0].id;
  expect(saved[0].content).toBe(draft);

  await page.goto(`/compose?mode=edit-vault&vaultQuipId=${id}`);
  await expect(page.getByRole("heading", { name: "Edit Draft" })).toBeVisible();
  await expect(page.getByText("Draft will be saved to your vault")).toBeVisible();
  await expect(page.getByLabel("Your quip")).toHaveValue(draft);
  await expect(page.getByRole("button", { name: "Save to Vault" })).toHaveCount(0);
  await captureBothWidths(page, "compose-edit-vault");
  await page.setViewportSize(VIEWPORTS.wide);
  const edited = `${draft} And it judges.`;
  await page.getByLabel("Your quip").fill(edited);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Draft updated", { exact: true })).toBeVisible();
  const updated = await (await page.request.get(`/api/vault/${id}`)).json();
  expect(updated.content).toBe(edited);

  await page.goto(`/compose?mode=post-from-vault&vaultQuipId=${id}`);
  await expect(page.getByRole("heading", { name: "Post from Vault" })).toBeVisible();
  await expect(page.getByLabel("Your quip")).toHaveValue(edited);
  await expect(page.getByRole("button", { name: "Save to Vault" })).toBeVisible();
  await page.getByRole("button", { name: "Post Live" }).click();
  await expect(
    page.getByText("Your Quip has been posted and will remain anonymous for 48 hours.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL("/?filter=new");

  expect(await (await page.request.get("/api/vault")).json()).toEqual([]);
  const newest = await (await page.request.get("/api/quips?filter=new&limit=5")).json();
  expect(newest.map((quip: { content: string }) => quip.content)).toContain(edited);
});

test("a missing draft says so", async ({ page }) => {
  await signUp(page);
  await page.goto("/compose?mode=edit-vault&vaultQuipId=00000000-0000-4000-8000-000000000000");
  await expect(page.getByText(/^Error loading vault quip: /)).toBeVisible();
});

test("posting on today's topic spends one of its three places", async ({ page }) => {
  const today = (await (await page.request.get("/api/topic-of-the-day")).json()) as {
    topic: string;
  };
  await spendTopicPlaces(page, /^Today's topic: /, today.topic, "compose-topic-help");
});

test("on a Sunday, Saturday's topic is still open as yesterday's", { tag: "@sunday" }, async ({
  page,
}) => {
  const yesterday = (await (await page.request.get("/api/yesterdays-topic")).json()) as {
    topic: string;
  };
  await spendTopicPlaces(page, /^Yesterday's topic: /, yesterday.topic, "compose-topic-sunday");
  await expect(page.getByRole("radio", { name: /^Today's topic: / })).toHaveCount(0);
});

test("on a phone, the posted toast leaves the new quip in view", async ({ page }) => {
  // A small phone's screen (375 × 667), where the feed's first card sits lowest.
  await page.setViewportSize({ width: VIEWPORTS.narrow.width, height: 667 });
  await signUp(page);
  await page.goto("/compose");
  const content = `Phone e2e ${Date.now()}: the toaster filed a complaint.`;
  await page.getByLabel("Your quip").fill(content);
  await page.getByRole("button", { name: "Post Quip" }).click();
  // The toast as it is drawn (Radix also announces it in a hidden status of its own).
  const toast = page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Your Quip has been posted" });
  await expect(toast).toBeVisible();
  const quip = page.getByRole("article").filter({ hasText: content });
  await expect(quip).toBeVisible();
  const [toastBox, quipText] = await Promise.all([
    toast.boundingBox(),
    quip.getByText(content).boundingBox(),
  ]);
  if (!toastBox || !quipText) throw new Error("the toast or the quip has no box");
  const overlaps =
    toastBox.y < quipText.y + quipText.height && quipText.y < toastBox.y + toastBox.height;
  expect(overlaps, "the toast covers the quip's text").toBe(false);
});
