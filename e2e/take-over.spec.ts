import type { Locator, Page } from "@playwright/test";
import { expect, test, uniqueMember } from "./support/fixtures";
import { postQuip } from "./support/people";

// Every press here is made the moment the server's page shows, not once the app has taken it
// over, as a person on a phone does. The service worker is kept out so that holding a script
// back (below) holds it for the page.
test.use({ waitForTakeOver: false, serviceWorkers: "block" });

/** The CPU slowed 4× (Lighthouse's phone): the app takes the page over well after it shows. */
async function slowTheCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** A fresh member made through the API, signed in on the page's context. */
async function join(page: Page): Promise<{ id: string; username: string }> {
  const member = uniqueMember();
  const answer = await page.request.post("/api/auth/register", {
    data: { username: member.username, email: member.email, password: member.password },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  return { id, username: member.username };
}

/** A quip by another member, made through the API; the page's context is signed out after. */
async function quipByAnother(page: Page, content: string): Promise<string> {
  await join(page);
  const id = await postQuip(page, content);
  await page.context().clearCookies();
  return id;
}

/** Opens a page and returns as soon as its response has started: nothing waits for the app. */
async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "commit" });
  expect(response?.ok()).toBe(true);
}

/** Holds the page's scripts whose path matches back until released. */
async function holdScripts(page: Page, path: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/**
 * A fresh quip by another member in the new feed, the page's member about to like it: `press`
 * opens the feed and likes the quip (`sent`: the likes sent so far), then the like is shown,
 * counted by the server, and sent exactly once.
 */
async function likeOnce(page: Page, press: (card: Locator, sent: string[]) => Promise<void>) {
  const content = `Liked at first sight ${Date.now()}`;
  const quipId = await quipByAnother(page, content);
  await join(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith(`/api/quips/${quipId}/like`)) {
      sent.push(request.url());
    }
  });
  const card = page.getByRole("article").filter({ hasText: content });
  await press(card, sent);
  await expect(card.getByRole("button", { name: "Like, 1 like" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect
    .poll(async () => (await page.request.get(`/api/quips/${quipId}`)).json())
    .toEqual(expect.objectContaining({ likesCount: 1, isLiked: true }));
  expect(sent).toHaveLength(1);
}

/** Another member's profile, for a fresh member signed in on the page. */
async function anotherMembersProfile(page: Page): Promise<string> {
  const other = await join(page);
  await page.context().clearCookies();
  await join(page);
  return `/profile/${other.id}`;
}

async function expectFollowing(page: Page, profilePath: string) {
  await expect(page.getByRole("button", { name: "Unfollow", exact: true })).toBeVisible();
  const profile = await page.request.get(`/api${profilePath.replace("/profile/", "/users/")}`);
  expect(((await profile.json()) as { isFollowing: boolean }).isFollowing).toBe(true);
}

const APP_SCRIPT = /^\/assets\/app-.*\.js$/;

test.describe("on a phone's CPU, pressed the moment the page shows", () => {
  test.beforeEach(async ({ page }) => {
    await slowTheCpu(page);
  });

  test("a like on the home feed counts, once", async ({ page }) => {
    await likeOnce(page, async (card) => {
      await open(page, "/?filter=new");
      await card.getByRole("button", { name: "Like, 0 likes" }).click();
    });
  });

  test("Logout on one's profile signs out", async ({ page }) => {
    await join(page);
    await open(page, "/profile");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Log In or Join" }).first()).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  test("Follow on another member's profile follows", async ({ page }) => {
    const profilePath = await anotherMembersProfile(page);
    await open(page, profilePath);
    await page.getByRole("button", { name: "Follow", exact: true }).click();
    await expectFollowing(page, profilePath);
  });

  test("a comment typed on a quip's page is kept and posted", async ({ page }) => {
    const quipId = await quipByAnother(page, `Comment on me ${Date.now()}`);
    await join(page);
    const comment = `Typed before the app ${Date.now()}`;
    await open(page, `/quip/${quipId}`);
    const field = page.getByLabel("Add a comment");
    await field.pressSequentially(comment);
    await expect(field).toHaveValue(comment);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.getByText("Your comment has been posted", { exact: true })).toBeVisible();
    await expect(field).toHaveValue("");
    await expect(page.getByRole("main").getByText(comment)).toBeVisible();
    const comments = await page.request.get(`/api/quips/${quipId}/comments`);
    expect(JSON.stringify(await comments.json())).toContain(comment);
  });
});

test("a like pressed before the app's script has arrived counts, once", async ({ page }) => {
  await likeOnce(page, async (card, sent) => {
    const release = await holdScripts(page, APP_SCRIPT);
    await open(page, "/?filter=new");
    await card.getByRole("button", { name: "Like, 0 likes" }).click();
    expect(sent).toEqual([]);
    release();
  });
});

test("a search typed and sent before the app's script has arrived is made", async ({ page }) => {
  const release = await holdScripts(page, APP_SCRIPT);
  await open(page, "/");
  const box = page.getByRole("searchbox", { name: "Search Quips or users" });
  await box.fill("laundry");
  await box.press("Enter");
  await expect(page).toHaveURL("/");
  release();
  await expect(page).toHaveURL("/search/laundry");
  await expect(page.getByRole("heading", { name: "Results for “laundry”" })).toBeVisible();
});

test("a follow pressed while the app takes the rest of the page over is not dropped", async ({
  page,
}) => {
  const profilePath = await anotherMembersProfile(page);
  // The app starts and takes the page's frame over; the profile's own code is held back.
  const release = await holdScripts(page, /^\/assets\/profile-.*\.js$/);
  await open(page, profilePath);
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("root") ?? {}).some((key) =>
      key.startsWith("__reactContainer"),
    ),
  );
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  release();
  await expectFollowing(page, profilePath);
});
