import { unsubscribeToken } from "../src/server/services/mail-lists/unsubscribe-token";
import { MAIL_LISTS_MSG } from "../src/shared/messages/mail-lists";
import { captureFitting, expect, test, uniqueMember } from "./support/fixtures";
import { E2E_SESSION_SECRET } from "./support/server";

const signer = { config: { sessionSecret: E2E_SESSION_SECRET } };

test("a mailed unsubscribe link asks first, then stops that mail alone, signed out", async ({
  page,
}) => {
  const member = uniqueMember();
  const registered = await page.request.post("/api/auth/register", {
    data: { username: member.username, email: member.email, password: member.password },
  });
  expect(registered.status()).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  await page.context().clearCookies();
  const token = unsubscribeToken(signer, id, "comments");

  // A link scanner fetching the mail's one-click address stops nothing: it leads to the page.
  const scanned = await page.request.get(`/api/mail/unsubscribe?token=${token}`, {
    maxRedirects: 0,
  });
  expect(scanned.status()).toBe(303);
  expect(scanned.headers().location).toBe(`/unsubscribe?token=${token}`);

  await page.goto(`/unsubscribe?token=${token}`);
  await expect(page.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expect(
    page.getByText(
      "Mail about replies and comments will stop. Nothing else about your account changes.",
    ),
  ).toBeVisible();
  await captureFitting(page, "unsubscribe-ask");

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByRole("heading", { name: "Done: mail about replies and comments has stopped." }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Notification settings" })).toBeVisible();
  await captureFitting(page, "unsubscribe-done");

  const signedIn = await page.request.post("/api/auth/login", {
    data: { username: member.username, password: member.password },
  });
  expect(signedIn.status()).toBe(200);
  const settings = await (await page.request.get("/api/notifications/preferences")).json();
  expect(settings.kinds.comments.mail).toBe(false);
  expect(settings.kinds.results.mail).toBe(true);
});

test("a changed or cut unsubscribe link is refused in words", async ({ page }) => {
  const forged = unsubscribeToken(
    { config: { sessionSecret: "not-the-servers-secret" } },
    "0f8fad5b-d9cb-469f-a165-70867728950e",
    "digest",
  );
  await page.goto(`/unsubscribe?token=${forged}`);
  await expect(page.getByText("The Quip digest will stop.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("alert")).toHaveText(MAIL_LISTS_MSG.badToken);
  await captureFitting(page, "unsubscribe-refused");

  await page.goto("/unsubscribe?token=cut-short");
  await expect(page.getByRole("alert")).toHaveText(MAIL_LISTS_MSG.badToken);
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
});
