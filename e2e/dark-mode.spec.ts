import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { scaled } from "../tests/support/time-budget";
import { DEMO_ADMIN, DEMO_MEMBER } from "./support/demo-accounts";
import { expect, expectAccessible, test, VIEWPORTS } from "./support/fixtures";
import { signIn, signUp } from "./support/people";

// Every screen in both themes at both widths, each checked by axe: slow on a busy machine.
test.slow();

/** Where the screenshots go: under test-results (ignored), replaced by each run. */
const SHOTS = "test-results/theme-screens";
const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));

async function expectTheme(page: Page, theme: Theme) {
  await expect.poll(() => isDark(page)).toBe(theme === "dark");
}

/**
 * The screen in the light theme, then the dark one, each at 375 and 1280 px: axe with its
 * colour-contrast rule (on, as everywhere in these tests) and a screenshot, of the whole page
 * or, for something open over it (a dialog, a menu), of the screen. The theme is left to
 * follow the emulated system setting, so the switch happens live.
 */
async function checkBothThemes(page: Page, name: string, { fullPage = true } = {}) {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await expectTheme(page, theme);
    for (const [label, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/${name}-${theme}-${label}.png`, fullPage });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(VIEWPORTS.wide);
}

/**
 * The order in which the page was built: each change of <html>'s class and the insertion of
 * the stylesheet's link and of the body, as mutation records give them (in order, each class
 * change with the value it replaced). Recorded from before the first byte is parsed.
 */
async function recordParse(context: BrowserContext) {
  await context.addInitScript(() => {
    const events: ParseEvent[] = [];
    Object.assign(window, { themeParse: events });
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "attributes") {
          events.push({ kind: "class", oldValue: record.oldValue });
          continue;
        }
        for (const node of record.addedNodes) {
          if (node instanceof HTMLBodyElement) events.push({ kind: "body" });
          if (node instanceof HTMLLinkElement && node.rel === "stylesheet") {
            events.push({ kind: "stylesheet" });
          }
        }
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      attributeFilter: ["class"],
      attributeOldValue: true,
    });
  });
}

type ParseEvent = { kind: "class"; oldValue: string | null } | { kind: "stylesheet" | "body" };

/**
 * Whether <html> was dark when the stylesheet's link, and then the body, were inserted.
 * Nothing of the page can be painted before then: the stylesheet blocks rendering until it
 * has arrived, and the body holds everything there is to see. A theme applied any later (by
 * the app, or once the page has loaded) would show here as light.
 */
async function darkWhenInserted(page: Page) {
  const { events, finalClass } = await page.evaluate(() => ({
    events: (window as unknown as { themeParse: ParseEvent[] }).themeParse,
    finalClass: document.documentElement.className,
  }));
  const classWhen = (kind: "stylesheet" | "body") => {
    const at = events.findIndex((event) => event.kind === kind);
    expect(at, `the ${kind} was inserted`).toBeGreaterThanOrEqual(0);
    // The first change after the insertion replaced the value it had then.
    const next = events.slice(at).find((event) => event.kind === "class");
    const value = next && "oldValue" in next ? (next.oldValue ?? "") : finalClass;
    return value.split(/\s+/).includes("dark");
  };
  return { stylesheet: classWhen("stylesheet"), body: classWhen("body") };
}

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

/** Picks an option as a person does, by its label (the radio itself is drawn by its label). */
const choose = (group: Locator, option: "System" | "Light" | "Dark") =>
  group.locator("label").filter({ hasText: option }).click();

const themeSwitch = (page: Page, where: "footer" | "settings") =>
  (where === "footer" ? page.getByRole("contentinfo") : page.getByRole("main")).getByRole(
    "radiogroup",
    { name: "Theme" },
  );

test.describe("the theme", () => {
  test("System follows the device's setting, as it changes", async ({ browser }) => {
    for (const colorScheme of THEMES) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto("/about");
      await expectTheme(page, colorScheme);
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await expect(
        themeSwitch(page, "footer").getByRole("radio", { name: "System" }),
      ).toBeChecked();
      await context.close();
    }

    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/");
    await page.emulateMedia({ colorScheme: "dark" });
    await expectTheme(page, "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expectTheme(page, "light");
    await context.close();
  });

  test("a choice in the footer is kept across reloads and is there before anything is painted", async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    await recordParse(context);
    const page = await context.newPage();
    await page.goto("/");
    expect(await darkWhenInserted(page)).toEqual({ stylesheet: false, body: false });
    const lightBackground = await pageBackground(page);

    // The footer's switch arrives as the footer comes near.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    const footer = themeSwitch(page, "footer");
    await choose(footer, "Dark");
    await expectTheme(page, "dark");
    expect(await pageBackground(page)).not.toBe(lightBackground);

    // The server-rendered home page, reloaded: dark before its stylesheet and body are there,
    // and still dark once the app has taken over.
    await page.reload();
    expect(await darkWhenInserted(page)).toEqual({ stylesheet: true, body: true });
    await expectTheme(page, "dark");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(footer.getByRole("radio", { name: "Dark" })).toBeChecked();

    // A page the browser draws itself, too.
    await page.goto("/topics");
    expect(await darkWhenInserted(page)).toEqual({ stylesheet: true, body: true });

    // Back to System: the device's light setting again, on this load and the next.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await choose(footer, "System");
    await expectTheme(page, "light");
    await page.reload();
    expect(await darkWhenInserted(page)).toEqual({ stylesheet: false, body: false });
    await context.close();
  });

  test("the theme needs nothing of the app: with its scripts refused, the page is still dark", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    // The app itself and the page's code: only the HTML, its head's script and the stylesheet.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    // Not page.goto: the tests' goto waits for the app to take the page over, which it cannot.
    await page.goto("about:blank");
    const loaded = page.waitForEvent("load");
    await page.evaluate((home) => window.location.assign(home), new URL("/", baseURL).href);
    await loaded;
    expect(await isDark(page)).toBe(true);
    await expect(
      page.getByRole("feed", { name: "Quips" }).getByRole("article").first(),
    ).toBeVisible();
    const colours = await page.evaluate(() => {
      const style = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element) : null;
      };
      return {
        page: getComputedStyle(document.documentElement).backgroundColor,
        card: style("article")?.backgroundColor,
        text: style("article p")?.color,
        interactive: document.documentElement.hasAttribute("data-interactive"),
      };
    });
    expect(colours.interactive).toBe(false);
    await context.close();

    const light = await browser.newContext({ colorScheme: "light" });
    const lightPage = await light.newPage();
    await lightPage.goto("/");
    const lightColours = await lightPage.evaluate(() => ({
      page: getComputedStyle(document.documentElement).backgroundColor,
      card: getComputedStyle(document.querySelector("article") as Element).backgroundColor,
      text: getComputedStyle(document.querySelector("article p") as Element).color,
    }));
    expect(colours.page).not.toBe(lightColours.page);
    expect(colours.card).not.toBe(lightColours.card);
    expect(colours.text).not.toBe(lightColours.text);
    await light.close();
  });

  test("Settings' choice overrides the device, by keyboard, and reaches the other tabs", async ({
    page,
    context,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await signUp(page);
    await page.goto("/edit-profile");
    const settings = themeSwitch(page, "settings");
    await expect(page.getByRole("heading", { name: "Appearance" })).toBeVisible();
    await expect(settings.getByRole("radio", { name: "System" })).toBeChecked();
    await expectTheme(page, "dark");

    const other = await context.newPage();
    await other.emulateMedia({ colorScheme: "dark" });
    await other.goto("/about");
    await expectTheme(other, "dark");

    // Arrow keys move a radio group's choice, and the choice applies at once.
    await settings.getByRole("radio", { name: "System" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(settings.getByRole("radio", { name: "Light" })).toBeChecked();
    await expect(settings.getByRole("radio", { name: "Light" })).toBeFocused();
    await expectTheme(page, "light");
    await expectTheme(other, "light");
    await other.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(themeSwitch(other, "footer").getByRole("radio", { name: "Light" })).toBeChecked();

    await page.reload();
    await expectTheme(page, "light");
    await expect(settings.getByRole("radio", { name: "Light" })).toBeChecked();
    await checkBothThemesExplicitly(page, "settings-appearance");
  });
});

/** Light then Dark chosen in Settings, whatever the device says: both widths, axe each. */
async function checkBothThemesExplicitly(page: Page, name: string) {
  const settings = themeSwitch(page, "settings");
  for (const theme of THEMES) {
    await choose(settings, theme === "dark" ? "Dark" : "Light");
    await expectTheme(page, theme);
    for (const [label, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/${name}-${theme}-${label}.png`, fullPage: true });
    }
  }
}

test.describe("every screen in both themes", () => {
  test("a visitor's screens", async ({ page }) => {
    const top = (await (await page.request.get("/api/quips?filter=topAllTime")).json()) as Array<{
      id: string;
    }>;
    const screens: Array<[name: string, address: string]> = [
      ["home-visitor", "/"],
      ["quip-visitor", `/quip/${top[0]?.id}`],
      ["sign-in", "/login"],
      ["register", "/register"],
      ["about", "/about"],
      ["privacy", "/privacy"],
      ["terms", "/terms"],
      ["contact", "/contact"],
      ["forgot-password", "/forgot-password"],
      ["not-found", "/no-such-page"],
    ];
    for (const [name, address] of screens) {
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await withFooterSwitch(page);
      await checkBothThemes(page, name);
    }
  });

  test("a member's reading screens", async ({ page }) => {
    await signIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const top = (await (await page.request.get("/api/quips?filter=topAllTime")).json()) as Array<{
      id: string;
      author: { id: string; username: string } | null;
    }>;
    const other = top.find((quip) => quip.author && quip.author.username !== "demo")?.author?.id;
    const topics = (await (await page.request.get("/api/topics/previous")).json()) as Array<{
      topicIdentifier: string;
    }>;
    const screens: Array<[name: string, address: string, ready: (page: Page) => Promise<void>]> = [
      ["home-member", "/", async (p) => void (await feedReady(p))],
      ["quip-member", `/quip/${top[0]?.id}`, commentsReady],
      ["profile-own-stats", "/profile", statsReady],
      ["profile-other", `/profile/${other}`, async (p) => void (await feedReady(p))],
      ["search-quips", "/search/fridge?type=quips", resultsReady],
      ["topics", "/topics", headingReady],
      ["topic", `/topics/${topics[0]?.topicIdentifier}`, headingReady],
      ["activity", "/activity", headingReady],
    ];
    for (const [name, address, ready] of screens) {
      await page.goto(address);
      await ready(page);
      await withFooterSwitch(page);
      await checkBothThemes(page, name);
    }
  });

  test("a member's settings, account and compose screens", async ({ page }) => {
    await signIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    for (const [name, address] of [
      ["settings", "/edit-profile"],
      ["account", "/account"],
      ["compose", "/compose"],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await withFooterSwitch(page);
      await checkBothThemes(page, name);
    }
  });

  test("the admin console's tabs", async ({ page }) => {
    await signIn(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    for (const tab of [
      "dashboard",
      "topics",
      "users",
      "signup",
      "queue",
      "flags",
      "messages",
      "log",
      "system",
    ]) {
      await page.goto(`/admin?tab=${tab}`);
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expect(page.getByRole("tabpanel").getByRole("status")).toHaveCount(0);
      await withFooterSwitch(page);
      await checkBothThemes(page, `admin-${tab}`);
    }
  });

  test("a dialog, a menu, a report form and a toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto("/profile?tab=quips");
    await feedReady(page);
    await page.getByRole("button", { name: "Delete your quip" }).first().click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(dialog).toBeVisible();
    await checkBothThemes(page, "dialog-delete", { fullPage: false });
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    await page.goto("/");
    const cards = await feedReady(page);
    await page.getByRole("button", { name: "More actions for this quip" }).first().click();
    await expect(page.getByRole("menu")).toBeVisible();
    await checkBothThemes(page, "menu-quip", { fullPage: false });
    await page.keyboard.press("Escape");

    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await expectTheme(page, theme);
      for (const [label, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        await cards.first().getByRole("button", { name: "Share quip" }).click();
        await expectToastReadable(page, `${SHOTS}/toast-${theme}-${label}.png`);
      }
    }

    const top = (await (await page.request.get("/api/quips?filter=topAllTime")).json()) as Array<{
      id: string;
      isOwn: boolean;
    }>;
    await page.goto(`/quip/${top.find((quip) => !quip.isOwn)?.id}`);
    await page.getByRole("button", { name: "Report quip" }).click();
    await expect(page.getByRole("region", { name: "Report this quip" })).toBeVisible();
    await checkBothThemes(page, "report-form");
  });
});

/**
 * The footer's theme switch loads as the footer nears: brought in, so screenshots show it. A
 * list that loads its next page near the bottom (All users) pushes the footer away again, so it
 * is brought in until the switch has come.
 */
async function withFooterSwitch(page: Page) {
  await expect(async () => {
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(themeSwitch(page, "footer")).toBeVisible({ timeout: scaled(1_000) });
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A toast, once it has slid in: its colours pass axe's contrast rule, and a screenshot. */
async function expectToastReadable(page: Page, path: string) {
  const toast = page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .last();
  await expect(toast).toBeVisible();
  // Held under the pointer, away from its close button, the toast waits instead of leaving after
  // its 3 seconds: on a busy machine the checks below take longer than that.
  await toast.hover({ position: { x: 8, y: 8 } });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  const results = await new AxeBuilder({ page })
    .include('[aria-label^="Notifications"]')
    .withRules(["color-contrast"])
    .analyze();
  expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
  await page.screenshot({ path });
  await toast.getByRole("button", { name: "Close notification" }).click();
  await expect(toast).toHaveCount(0);
}

async function feedReady(page: Page) {
  const articles = page.getByRole("feed", { name: "Quips" }).getByRole("article");
  await expect(articles.first()).toBeVisible();
  return articles;
}

async function commentsReady(page: Page) {
  await expect(page.getByRole("heading", { name: /^Comments \(/ })).toBeVisible();
}

async function statsReady(page: Page) {
  await expect(page.getByRole("img", { name: /likes|No likes/ })).toBeVisible();
}

async function resultsReady(page: Page) {
  await expect(page.getByRole("region", { name: /^Results for/ })).toBeVisible();
}

async function headingReady(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}
