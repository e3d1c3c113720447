import { expect, type Page } from "@playwright/test";
import { uniqueMember } from "./fixtures";

/** Fills in and sends the sign-up screen the page shows, for a fresh member. */
export async function submitSignUp(page: Page) {
  const member = uniqueMember();
  await page.getByLabel("Username", { exact: true }).fill(member.username);
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByLabel("Confirm password").fill(member.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  return member;
}

/** Signs a fresh member up through the register screen, as a newcomer would; lands on home. */
export async function signUp(page: Page) {
  await page.goto("/register");
  const member = await submitSignUp(page);
  await expect(page).toHaveURL("/");
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  return { ...member, id: me.id };
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");
}

/** Posts a quip as the signed-in member through the API, when compose is not what is tested. */
export async function postQuip(page: Page, content: string): Promise<string> {
  const answer = await page.request.post("/api/quips", {
    data: { content, topicOfTheDay: false, topicText: null },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/**
 * Signs out at /api/logout, leaving the app's page first: a read the page still had in flight
 * would otherwise meet the ended session on a busy machine, and its 401 fail the test.
 */
export async function signOut(page: Page) {
  await page.goto("about:blank");
  await page.goto("/api/logout");
}
