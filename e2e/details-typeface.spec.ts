import type { Page } from "@playwright/test";
import { DEMO_ADMIN } from "./support/demo-accounts";
import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { postQuip, signIn, signUp } from "./support/people";

const ADMIN = DEMO_ADMIN;
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** The fonts Chromium actually drew a node's text with, as its DevTools show them. */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}

async function setName(page: Page, firstName: string, lastName: string) {
  const answer = await page.request.patch("/api/users/profile", { data: { firstName, lastName } });
  expect(answer.status()).toBe(200);
}

test("the site draws its text in its own preloaded Latin font, digits and spaces included", async ({
  page,
}) => {
  test.slow();
  const fontFiles: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontFiles.push(request.url());
  });
  await page.setViewportSize(VIEWPORTS.narrow);
  await page.goto("/");
  const heading = page.getByRole("heading", { name: "Top 48 Hours" });
  await expect(heading).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  // The font is asked for with the HTML, from our own origin, and only its Latin file.
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute("type", "font/woff2");
  await expect(preload).toHaveAttribute("crossorigin", "");
  const href = await preload.getAttribute("href");
  expect(href).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  const file = await page.request.get(href ?? "");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("font/woff2");
  expect(fontFiles).toHaveLength(1);
  expect(fontFiles[0]).toContain("inter-latin-wght-normal");

  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family.startsWith('"Inter Variable"')).toBe(true);
  expect(family.endsWith('"Noto Color Emoji"')).toBe(true);

  // Every glyph of "Top 48 Hours", digits and spaces too, comes from Inter itself.
  await heading.evaluate((element) => {
    const holder = [element, ...element.querySelectorAll("*")].find(
      (node) => node.children.length === 0 && node.textContent?.trim() === "Top 48 Hours",
    );
    holder?.setAttribute("data-font-probe", "");
  });
  const fonts = await fontsDrawing(page, "[data-font-probe]");
  expect(fonts.map((font) => font.isCustomFont)).toEqual([true]);
  expect(fonts[0]?.familyName).toMatch(/^Inter/);

  await captureBothWidths(page, "typeface-home");
});

test("the fallback font takes Inter's room, so the swap moves nothing", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => document.fonts.ready);
  const sizes = await page.evaluate(() => {
    const text =
      "Quip: short jokes, anonymous for their first 48 hours, so likes judge the joke and not the name. 0123456789";
    const box = (family: string, style: string) => {
      const element = document.createElement("div");
      element.style.cssText = `position:absolute;left:0;top:0;font-size:16px;${style}`;
      element.style.fontFamily = family;
      element.textContent = text;
      document.body.append(element);
      const { width, height } = element.getBoundingClientRect();
      element.remove();
      return { width, height };
    };
    const measure = (family: string) => ({
      // At the site's line height the same number of lines is the same height.
      wrapped: box(family, "width:320px;line-height:1.5").height,
      width: box(family, "white-space:nowrap").width,
      // Where a line's height is the font's own ascent and descent.
      line: box(family, "white-space:nowrap;line-height:normal").height,
    });
    return {
      inter: measure('"Inter Variable"'),
      // This machine has DejaVu Sans (as most Linux systems) and no Arial.
      fallback: measure('"Inter Fallback DejaVu"'),
      unadjusted: measure('"DejaVu Sans"'),
    };
  });
  expect(Math.abs(sizes.fallback.width / sizes.inter.width - 1)).toBeLessThan(0.03);
  expect(sizes.fallback.wrapped).toBe(sizes.inter.wrapped);
  expect(Math.abs(sizes.fallback.line - sizes.inter.line)).toBeLessThanOrEqual(1);
  // Without the adjustment the same text would be visibly wider.
  expect(sizes.unadjusted.width / sizes.inter.width).toBeGreaterThan(1.04);
});

test("counts and times keep one width per digit", async ({ page }) => {
  await signUp(page);
  await postQuip(page, `Tabular e2e ${Date.now()}: nine lives, ten excuses.`);
  await page.goto("/?filter=new");
  const card = page.getByRole("article").first();
  await expect(card).toBeVisible();
  for (const part of [card.locator("time"), card.getByRole("button", { name: /^Like,/ })]) {
    const numeric = await part
      .first()
      .evaluate(
        (element) =>
          getComputedStyle(element.querySelector(".tabular-nums") ?? element).fontVariantNumeric,
      );
    expect(numeric).toBe("tabular-nums");
  }
});

test("a member's name, links, edits, stats and contact form read as they should", async ({
  page,
}) => {
  test.slow();
  const member = await signUp(page);
  await setName(page, "Ada", "Lovelace");
  const otherId = await postQuip(page, `Linked-to e2e ${Date.now()}: the other joke.`);
  const content = `Links e2e ${Date.now()}: see https://example.com/jokes?page=2, or /quip/${otherId}.`;
  const id = await postQuip(page, content);

  // Initials come from the shown name.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
  await expect(page.getByRole("main").getByText("AL", { exact: true })).toBeVisible();

  // The stats tab shows the total of likes once, and its three streaks side by side, even.
  await page.getByRole("tab", { name: "Stats" }).click();
  await expect(page.getByText("Total likes")).toHaveCount(0);
  const streaks = page.getByRole("region", { name: "Streaks" }).getByRole("listitem");
  await expect(streaks).toHaveCount(3);
  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    const boxes = await streaks.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
    );
    const [first] = boxes;
    for (const box of boxes) {
      expect(Math.round(box.top)).toBe(Math.round(first?.top ?? -1));
      expect(Math.round(box.height)).toBe(Math.round(first?.height ?? -1));
      expect(Math.abs(box.width - (first?.width ?? 0))).toBeLessThan(1);
    }
  }
  await captureBothWidths(page, "details-profile-stats");
  await page.setViewportSize(VIEWPORTS.wide);

  // Links in a quip: out to the web in a new tab, marked as members' content; ours in the app.
  await page.goto(`/quip/${id}`);
  const quip = page.getByRole("article").filter({ hasText: "Links e2e" }).first();
  const outside = quip.getByRole("link", { name: "https://example.com/jokes?page=2" });
  await expect(outside).toHaveAttribute("href", "https://example.com/jokes?page=2");
  await expect(outside).toHaveAttribute("rel", "nofollow ugc noopener");
  await expect(outside).toHaveAttribute("target", "_blank");
  await expect(quip).toContainText("?page=2, or");

  // Edited quips say so, on the card and in its name for screen readers.
  await quip.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Quip" });
  await dialog.getByLabel("Your quip").fill(`${content} Now funnier.`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(quip.getByRole("link", { name: /^Open quip, posted .*, edited$/ })).toContainText(
    "edited",
  );

  // A comment's link too.
  await page.getByLabel("Add a comment").fill("Same as https://example.org/x!");
  await page.getByRole("button", { name: "Post Comment" }).click();
  const comment = page.getByRole("article", { name: /^Comment by/ }).first();
  await expect(comment.getByRole("link", { name: "https://example.org/x" })).toHaveAttribute(
    "rel",
    "nofollow ugc noopener",
  );
  await captureBothWidths(page, "details-quip-links");
  await page.setViewportSize(VIEWPORTS.wide);

  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await quip.getByRole("link", { name: `/quip/${otherId}` }).click();
  await expect(page).toHaveURL(`/quip/${otherId}`);
  await expect(page.getByText("Linked-to e2e").first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The contact form knows who is writing.
  await page.goto("/contact");
  await expect(page.getByLabel("Name")).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(member.email);
  await expect(page.getByLabel("Subject")).toHaveValue("");
  await captureBothWidths(page, "details-contact-member");
});

test("a visitor's contact form starts empty", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Email")).toHaveValue("");
});

test("the admin user list shows members' photos", async ({ page, browser }) => {
  test.slow();
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await signUp(memberPage);
  await memberPage.goto("/edit-profile");
  await memberPage.getByLabel("Change photo").setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: TINY_PNG,
  });
  await expect(memberPage.getByText("Photo updated", { exact: true }).first()).toBeVisible();
  await memberContext.close();

  await page.setViewportSize(VIEWPORTS.wide);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto("/admin?tab=users");
  const users = page.getByRole("list", { name: "Users" }).getByRole("listitem");
  const row = users.filter({ hasText: member.username });
  await expect(row.locator('img[src^="/objects/"]')).toBeVisible();
  await captureBothWidths(page, "details-admin-users");
});
