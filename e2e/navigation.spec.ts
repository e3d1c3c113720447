import type { Page } from "@playwright/test";
import { DEMO_ADMIN } from "./support/demo-accounts";
import { captureBothWidths, expect, expectAccessible, test, VIEWPORTS } from "./support/fixtures";
import { signIn, signUp } from "./support/people";

const DESTINATIONS = ["Home", "Activity", "Compose", "Search", "Profile"];

/** The navigation shown at the current width: the nav row when wide, the tab bar on a phone. */
const primaryNav = (page: Page) => page.getByRole("navigation", { name: "Primary" });

test("on a wide screen a visitor finds the destinations, Log in and Join in the header", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.wide);
  await page.goto("/");
  const nav = primaryNav(page);
  await expect(nav).toHaveCount(1);
  await expect(page.getByRole("banner").getByRole("navigation")).toBeVisible();
  for (const name of [...DESTINATIONS, "Log in", "Join"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  await captureBothWidths(page, "nav-visitor");

  // On a phone the row gives way to the tab bar, which has no Log in.
  await page.setViewportSize(VIEWPORTS.narrow);
  await expect(page.getByRole("banner").getByRole("navigation")).toBeHidden();
  for (const name of DESTINATIONS) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveCount(0);

  await page.setViewportSize(VIEWPORTS.wide);
  await nav.getByRole("link", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Log in", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await nav.getByRole("link", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL("/register");
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
});

test("on a wide screen a member moves between pages and the current one is marked", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.wide);
  const member = await signUp(page);
  const nav = primaryNav(page);
  for (const name of DESTINATIONS) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Log in", exact: true })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Join", exact: true })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);

  await nav.getByRole("link", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/search");
  await expect(page.getByRole("heading", { name: "Search", level: 1 })).toBeVisible();
  await expect(nav.locator('[aria-current="page"]')).toHaveText("Search");
  await expectAccessible(page);

  // Keyboard: from the Search link, Tab reaches the next destination with a visible outline.
  await nav.getByRole("link", { name: "Search", exact: true }).focus();
  await page.keyboard.press("Tab");
  const profile = nav.getByRole("link", { name: "Profile", exact: true });
  await expect(profile).toBeFocused();
  await expect(profile).toHaveCSS("outline-style", "solid");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/profile");
  await expect(page.getByText(`@${member.username}`).first()).toBeVisible();
  await expect(nav.locator('[aria-current="page"]')).toHaveText("Profile");
  await captureBothWidths(page, "nav-member");
});

test("on a wide screen an administrator reaches the admin console from the nav", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.wide);
  await signIn(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const nav = primaryNav(page);
  await nav.getByRole("link", { name: "Admin", exact: true }).click();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("tab", { name: "Dashboard" })).toBeVisible();
  await expect(nav.locator('[aria-current="page"]')).toHaveText("Admin");
  await expectAccessible(page);
});
