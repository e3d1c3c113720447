import type { Page } from "@playwright/test";
import { captureBothWidths, expect, test, uniqueMember, VIEWPORTS } from "./support/fixtures";
import { postQuip, signUp, submitSignUp } from "./support/people";

const feed = (page: Page) => page.getByRole("feed", { name: "Quips" });
const card = (page: Page, text: string) =>
  feed(page).getByRole("article").filter({ hasText: text });

type Member = { username: string; password: string; id: string };

/** A member made through the API, then signed out again: the page is a visitor's. */
async function memberBesides(page: Page): Promise<Member> {
  const member = uniqueMember();
  const answer = await page.request.post("/api/auth/register", {
    data: { username: member.username, email: member.email, password: member.password },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  await page.context().clearCookies();
  return { ...member, id };
}

/** An author's fresh quip, the author signed out afterwards. */
async function quipByAnotherMember(page: Page, content: string) {
  const author = uniqueMember();
  await page.request.post("/api/auth/register", {
    data: { username: author.username, email: author.email, password: author.password },
  });
  const id = await postQuip(page, content);
  await page.context().clearCookies();
  return { id, author };
}

/** Fills the sign-in screen the page is on. */
async function signInHere(page: Page, member: Member) {
  await page.getByLabel("Username or email").fill(member.username);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

const returnTo = (path: string) => `/login?returnTo=${encodeURIComponent(path)}`;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

test("a visitor who likes from the feed signs up and comes back to it liked, still anonymous", async ({
  page,
}) => {
  const content = `Keep-context like ${Date.now()}: my alarm clock has trust issues.`;
  const { author } = await quipByAnotherMember(page, content);

  await page.goto("/?filter=new");
  await card(page, content).getByRole("button", { name: /^Like/ }).click();
  await expect(page).toHaveURL(returnTo("/?filter=new"));
  await expect(page.getByText("Sign in to like this quip")).toBeVisible();
  await captureBothWidths(page, "keep-context-sign-in-reason");

  // Joining instead of signing in keeps the reason and the way back.
  await page.setViewportSize(VIEWPORTS.narrow);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(`/register?returnTo=${encodeURIComponent("/?filter=new")}`);
  await expect(page.getByText("Sign in to like this quip")).toBeVisible();
  await submitSignUp(page);

  await expect(page).toHaveURL("/?filter=new");
  const liked = card(page, content).getByRole("button", { name: /^Like/ });
  await expect(liked).toHaveAttribute("aria-pressed", "true");
  await expect(liked).toContainText("1");
  // Coming back signed in tells the newcomer nothing about who wrote the young quip.
  await expect(card(page, content)).toHaveAccessibleName(/^Quip by anonymous/);
  await expect(page.getByRole("main")).not.toContainText(author.username);
});

test("a like asked for by a member who already liked the quip leaves it liked", async ({
  page,
}) => {
  const content = `Keep-context idempotent ${Date.now()}: I told a chemistry joke, no reaction.`;
  const { id } = await quipByAnotherMember(page, content);
  const member = await memberBesides(page);
  await signInThroughApi(page, member);
  expect((await page.request.post(`/api/quips/${id}/like`)).status()).toBe(200);
  await page.context().clearCookies();

  await page.goto(`/quip/${id}`);
  await page.getByRole("button", { name: /^Like/ }).click();
  await expect(page).toHaveURL(returnTo(`/quip/${id}`));
  await signInHere(page, member);
  await expect(page).toHaveURL(`/quip/${id}`);
  const like = page.getByRole("button", { name: /^Like/ });
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");

  // A bookmark goes the same way.
  await page.context().clearCookies();
  await page.reload();
  await page.getByRole("button", { name: "Bookmark" }).click();
  await expect(page.getByText("Sign in to bookmark this quip")).toBeVisible();
  await signInHere(page, member);
  await expect(page).toHaveURL(`/quip/${id}`);
  await expect(page.getByRole("button", { name: "Bookmark" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("a visitor's comment waits in the box, unposted, and a report comes back open", async ({
  page,
}) => {
  const content = `Keep-context comment ${Date.now()}: the scarecrow won an award.`;
  const { id } = await quipByAnotherMember(page, content);
  const member = await memberBesides(page);

  await page.goto(`/quip/${id}`);
  await page.getByLabel("Add a comment").fill("Outstanding in his field.");
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page).toHaveURL(returnTo(`/quip/${id}`));
  await expect(page.getByText("Sign in to comment")).toBeVisible();
  await signInHere(page, member);

  await expect(page).toHaveURL(`/quip/${id}`);
  const box = page.getByLabel("Add a comment");
  await expect(box).toHaveValue("Outstanding in his field.");
  await expect(box).toBeFocused();
  await expect(page.getByRole("heading", { name: "Comments (0)" })).toBeVisible();
  await captureBothWidths(page, "keep-context-comment-restored");

  await page.context().clearCookies();
  await page.reload();
  await expect(page.getByLabel("Add a comment")).toHaveValue("");
  await page.getByRole("button", { name: "Report quip" }).click();
  await expect(page.getByText("Sign in to report this quip")).toBeVisible();
  await signInHere(page, member);
  await expect(page).toHaveURL(`/quip/${id}`);
  await expect(page.getByRole("heading", { name: "Report this quip" })).toBeVisible();
});

test("the sign-in screen returns only to a page of this site", async ({ page }) => {
  const member = await memberBesides(page);
  for (const target of ["//evil.example/quip/1", "https://evil.example/", "/\\evil.example"]) {
    await page.goto(`/login?returnTo=${encodeURIComponent(target)}`);
    await signInHere(page, member);
    await expect(page).toHaveURL("/");
    await page.context().clearCookies();
  }
});

test("an ended session says so, and signing in again returns with the like and the follow done", async ({
  page,
}) => {
  const content = `Keep-context session ${Date.now()}: I used to be a banker, then I lost interest.`;
  const { id } = await quipByAnotherMember(page, content);
  const other = await memberBesides(page);
  const member = await signUp(page);

  await page.goto(`/quip/${id}`);
  await expect(page.getByText(content)).toBeVisible();
  await page.context().clearCookies();
  // The toast lives half a second before the sign-in page replaces it: too short for a poll on
  // a loaded machine, so the page itself looks for it on every frame.
  const toastShown = page.waitForFunction(
    (title) =>
      [...document.querySelectorAll("body *")].some(
        (node) => node.textContent === title && node.checkVisibility(),
      ),
    "Your session has ended",
    { polling: "raf" },
  );
  await page.getByRole("button", { name: /^Like/ }).click();
  await toastShown;
  await expect(page).toHaveURL(returnTo(`/quip/${id}`));
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(
    page.getByText(/^Your session has ended\. Sign in again to continue\./),
  ).toBeVisible();
  await signInHere(page, member);
  await expect(page).toHaveURL(`/quip/${id}`);
  await expect(page.getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");

  await page.goto(`/profile/${other.id}`);
  await expect(page.getByRole("button", { name: "Follow" })).toBeVisible();
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Follow" }).click();
  await expect(page).toHaveURL(returnTo(`/profile/${other.id}`));
  await signInHere(page, member);
  await expect(page).toHaveURL(`/profile/${other.id}`);
  await expect(page.getByRole("button", { name: "Unfollow" })).toBeVisible();
});

for (const [width, size] of Object.entries(VIEWPORTS)) {
  test(`back to the feed returns to the quip that was opened (${width})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("/?filter=new");
    // Far enough down that the second page has loaded.
    const cards = feed(page).getByRole("article");
    await cards.nth(9).scrollIntoViewIfNeeded();
    await expect(feed(page).locator("[data-feed-page='2']").first()).toBeAttached();
    // Near the end of the second page: well below where that page starts.
    const opened = cards.nth(18);
    await opened.scrollIntoViewIfNeeded();
    const stoodAt = (await opened.boundingBox())?.y ?? 0;
    const href = await opened.getByRole("link", { name: /^Open quip/ }).getAttribute("href");
    const same = feed(page).locator(`article:has(a[href="${href}"])`);
    await opened.getByRole("link", { name: /^Open quip/ }).click();
    await expect(page).toHaveURL(href ?? "");

    await page.getByRole("link", { name: "Back to feed" }).click();
    await expect(page).toHaveURL(/^[^?]*\/\?filter=new/);
    await expect(same).toBeInViewport();
    await expect
      .poll(async () => Math.round((await same.boundingBox())?.y ?? 0))
      .toBe(Math.round(stoodAt));

    await same.getByRole("link", { name: /^Open quip/ }).click();
    await expect(page).toHaveURL(href ?? "");
    await page.goBack();
    await expect(same).toBeInViewport();
  });
}

async function signInThroughApi(page: Page, member: Member) {
  const answer = await page.request.post("/api/auth/login", {
    data: { username: member.username, password: member.password },
  });
  expect(answer.status()).toBe(200);
}
