import type { Page } from "@playwright/test";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { signUp } from "./support/people";

// Each test loads pages at both widths and checks each for accessibility: slow on a busy machine.
test.slow();

const feed = (page: Page) => page.getByRole("feed", { name: "Quips" });

/** Every API read the page makes from now on, and every answer that refused one as signed out. */
function watchReads(page: Page) {
  const reads: string[] = [];
  const refused: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname.startsWith("/api/")) {
      reads.push(`${url.pathname}${url.search}`);
    }
  });
  page.on("response", (response) => {
    if (response.status() === 401) refused.push(new URL(response.url()).pathname);
  });
  return { reads, refused };
}

const readsOf = (reads: string[], path: string) =>
  reads.filter((read) => read === path || read.startsWith(`${path}?`));

test("a visitor's first feed page comes with the page: no feed, user or topic request, no 401", async ({
  page,
}) => {
  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    const { reads, refused } = watchReads(page);
    await page.goto("/");
    await expect(feed(page).getByRole("article")).toHaveCount(10);
    await expect(page.getByRole("heading", { name: "Top 48 Hours" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Welcome to Quip/ })).toBeVisible();
    expect(readsOf(reads, "/api/quips")).toEqual([]);
    expect(readsOf(reads, "/api/auth/user")).toEqual([]);
    expect(readsOf(reads, "/api/topic-of-the-day")).toEqual([]);
    expect(refused).toEqual([]);
  }
  await captureBothWidths(page, "first-paint-home-visitor");

  // The filter in the address is the one sent with the page.
  const { reads } = watchReads(page);
  await page.goto("/?filter=new");
  await expect(page.getByRole("heading", { name: "New Quips" })).toBeVisible();
  await expect(feed(page).getByRole("article").first()).toBeVisible();
  expect(readsOf(reads, "/api/quips")).toEqual([]);
  // Changing it afterwards asks the API, as before.
  await page.getByLabel("Feed filter").first().selectOption("topAllTime");
  await expect(page.getByRole("heading", { name: "Top All Time" })).toBeVisible();
  expect(readsOf(reads, "/api/quips")).toHaveLength(1);
});

test("a visitor's quip page paints the quip from the page itself", async ({ page, request }) => {
  const newest = (await (await request.get("/api/quips?filter=new")).json()) as Array<{
    id: string;
    content: string;
  }>;
  const quip = newest[0];
  if (!quip) throw new Error("The test server has no quips");
  const { reads, refused } = watchReads(page);
  await page.goto(`/quip/${quip.id}`);
  await expect(page.getByRole("main").getByText(quip.content)).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Comments \(/ })).toBeVisible();
  expect(readsOf(reads, `/api/quips/${quip.id}`)).toEqual([]);
  expect(readsOf(reads, "/api/auth/user")).toEqual([]);
  expect(refused).toEqual([]);
  await captureBothWidths(page, "first-paint-quip-visitor");
});

test("a member's home and another member's profile come with their data", async ({
  page,
  request,
}) => {
  const revealed = (await (await request.get("/api/quips?filter=topAllTime")).json()) as Array<{
    author: { id: string; username: string } | null;
  }>;
  const author = revealed.find((quip) => quip.author)?.author;
  if (!author) throw new Error("The test server has no revealed quips");
  await signUp(page);

  const home = watchReads(page);
  await page.goto("/");
  await expect(feed(page).getByRole("article").first()).toBeVisible();
  expect(readsOf(home.reads, "/api/quips")).toEqual([]);
  expect(readsOf(home.reads, "/api/auth/user")).toEqual([]);
  expect(readsOf(home.reads, "/api/auth/is-admin")).toEqual([]);

  const profile = watchReads(page);
  await page.goto(`/profile/${author.id}`);
  await expect(page.getByRole("main").getByText(`@${author.username}`).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  expect(readsOf(profile.reads, `/api/users/${author.id}`)).toEqual([]);
  expect(readsOf(profile.reads, "/api/quips")).toEqual([]);
  await captureBothWidths(page, "first-paint-profile-member");
});
