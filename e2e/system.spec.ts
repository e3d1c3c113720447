import { type APIRequestContext, request as http } from "@playwright/test";
import { SYSTEM_MSG } from "#shared/messages/system.ts";
import { DEMO_ADMIN } from "./support/demo-accounts";
import { FAILED_MAIL } from "./support/failed-mail";
import {
  captureFitting,
  expect,
  expectToast,
  test,
  uniqueMember,
  VIEWPORTS,
} from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { signIn } from "./support/people";

/** The console's System tab (decision 0167): administrators only. */

async function signedIn(baseURL: string | undefined, username: string, password: string) {
  const request = await http.newContext({ baseURL });
  const answer = await request.post("/api/auth/login", { data: { username, password } });
  expect(answer.status()).toBe(200);
  return request;
}

test("an administrator reads the jobs and the failed mail, and queues the mail again", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.wide);
  await signIn(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto("/admin?tab=system");
  await expect(page.getByRole("tab", { name: "System" })).toHaveAttribute("aria-selected", "true");

  // The site's jobs ran as the server started; QuipBot's timer waits a drawn while first.
  const table = page.getByRole("table", { name: "Scheduled jobs" });
  await expect(table.getByRole("rowheader", { name: /^purge/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /^purge/ })).toContainText("On time");

  const failed = page.getByRole("list", { name: "Failed mail" });
  await expect(failed).toContainText(FAILED_MAIL.subject);
  await expect(failed).toContainText(`To ${FAILED_MAIL.recipient}`);
  await expect(failed).toContainText(FAILED_MAIL.error);
  await expect(page.getByText("No data exports in preparation")).toBeVisible();
  await expect(page.getByText(/^\d+ applied, the latest 0032_job_runs$/)).toBeVisible();
  await captureFitting(page, "admin-system");

  // On a phone the jobs are cards; the mail is queued again from there.
  await page.setViewportSize(VIEWPORTS.narrow);
  await expect(page.getByRole("list", { name: "Scheduled jobs" })).toBeVisible();
  await expect(table).toBeHidden();
  await failed.getByRole("button", { name: `Retry the mail: ${FAILED_MAIL.subject}` }).click();
  await expectToast(page, SYSTEM_MSG.retried.mail);
  await expect(page.getByText(SYSTEM_MSG.empty.failedMail)).toBeVisible();
  const mail = await waitForMail(FAILED_MAIL.recipient, { subject: FAILED_MAIL.subject });
  expect(mail).toContain("Sent once an administrator queued it again.");
});

test("a moderator is offered no System tab, and is refused its calls", async ({
  browser,
  baseURL,
}) => {
  const admin: APIRequestContext = await signedIn(
    baseURL,
    DEMO_ADMIN.username,
    DEMO_ADMIN.password,
  );
  const member = uniqueMember();
  const moderator = await http.newContext({ baseURL });
  const registered = await moderator.post("/api/auth/register", { data: member });
  expect(registered.status()).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  expect((await admin.post(`/api/admin/users/${id}/grant-moderator`)).status()).toBe(204);

  const context = await browser.newContext({ viewport: VIEWPORTS.narrow });
  const page = await context.newPage();
  await signIn(page, member.username, member.password);
  await page.goto("/admin?tab=system");
  await expect(page.getByRole("tab")).toHaveText(["Queue", "Sign-up", "Log"]);
  await expect(page.getByRole("tab", { name: "Queue" })).toHaveAttribute("aria-selected", "true");
  expect((await page.request.get("/api/admin/system/jobs")).status()).toBe(403);
  await context.close();
  await Promise.all([admin.dispose(), moderator.dispose()]);
});
