import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as http, type Page } from "@playwright/test";
import { DEMO_ADMIN } from "./support/demo-accounts";
import {
  expect,
  expectAccessible,
  expectToast,
  test,
  uniqueMember,
  VIEWPORTS,
} from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { signIn } from "./support/people";

/** The demo administrator's address (src/server/seeds/demo/people.ts), where notices go. */
const ADMIN_EMAIL = "admin@quip.local";
/** Screenshots for a person to look at, outside the repository. */
const SHOTS = path.join(tmpdir(), "quip-contact-inbox-screens");

/** Axe-clean at 375 and 1280 px, no sideways scrolling on the phone, a picture of each. */
async function checkBothWidths(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.wide);
}

/** Sends the contact form's call, as a visitor or from a member's own cookie jar. */
async function sendContactMessage(
  baseURL: string | undefined,
  message: { email: string; subject: string; text: string },
  asMember = false,
) {
  const request = await http.newContext({ baseURL });
  let username: string | undefined;
  if (asMember) {
    const member = uniqueMember();
    const answer = await request.post("/api/auth/register", {
      data: { username: member.username, email: member.email, password: member.password },
    });
    expect(answer.status()).toBe(201);
    username = member.username;
  }
  const sent = await request.post("/api/contact", {
    data: {
      name: "Rosa Parks",
      email: message.email,
      subject: message.subject,
      message: message.text,
    },
  });
  expect(sent.status()).toBe(200);
  await request.dispose();
  return username;
}

const unreadOnTab = async (page: Page) => {
  const name = (await page.getByRole("tab", { name: /^Messages/ }).textContent()) ?? "";
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
};

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.wide);
});

test("an administrator reads, answers and archives a contact message at 375 and 1280 px", async ({
  page,
  baseURL,
}) => {
  test.slow(); // two widths of three screens, each checked by axe
  const id = uniqueMember().username;
  const visitor = {
    email: `${id}-sender@example.com`,
    subject: `My streak vanished ${id}`,
    text: "I posted every day this week, yet my post streak shows 0. Could you look?",
  };
  const fromMember = {
    email: `${id}-member@example.com`,
    subject: `A question from a member ${id}`,
    text: "Can I change the time zone the topic of the day follows?",
  };
  await sendContactMessage(baseURL, visitor);
  const username = await sendContactMessage(baseURL, fromMember, true);

  // No CONTACT_TO on this server: the administrator is told, with a link to the message.
  const notice = await waitForMail(ADMIN_EMAIL, { subject: `[Quip contact] ${visitor.subject}` });
  expect(notice).toMatch(/\/admin\?tab=messages&message=[0-9a-f-]{36}/);

  await signIn(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto("/admin");
  const tab = page.getByRole("tab", { name: /^Messages/ });
  await expect(tab).toHaveAccessibleName(/^Messages \d+ unread$/);
  const unreadAtFirst = await unreadOnTab(page);
  expect(unreadAtFirst).toBeGreaterThanOrEqual(2);

  // A failed load says so, with the server's reason and a retry.
  await page.route(
    (url) => url.pathname === "/api/admin/contact-messages",
    (route) =>
      route.fulfill({
        status: 503,
        contentType: "text/plain",
        body: "The database is unreachable",
      }),
  );
  await tab.click();
  await expect(page).toHaveURL("/admin?tab=messages");
  const failure = page.getByRole("alert");
  await expect(failure).toContainText("Failed to load messages");
  await expect(failure).toContainText("The database is unreachable");
  await page.unrouteAll();
  await failure.getByRole("button", { name: "Try again" }).click();

  const inbox = page.getByRole("list", { name: "Messages in the inbox" });
  const visitorLink = inbox.getByRole("link", { name: `Unread: ${visitor.subject}` });
  await expect(visitorLink).toBeVisible();
  const memberRow = inbox.getByRole("listitem").filter({ hasText: fromMember.subject });
  await expect(memberRow).toContainText(`@${username}`);
  await expect(
    memberRow.getByRole("link", { name: `Unread: ${fromMember.subject}` }),
  ).toBeVisible();
  // Unread rows are bold.
  await expect(visitorLink).toHaveCSS("font-weight", "700");
  await expect(page.getByRole("heading", { name: /^Messages \(\d+ unread\)$/ })).toBeVisible();
  await checkBothWidths(page, "inbox");

  // The archive starts empty, and says so.
  await page.getByRole("button", { name: "Archived" }).click();
  await expect(page.getByRole("button", { name: "Archived" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByText("No archived messages")).toBeVisible();
  await page.getByRole("button", { name: "Inbox" }).click();

  // Opening it marks it read, for the tab's badge too, and takes the focus to it.
  await visitorLink.click();
  await expect(page).toHaveURL(/\/admin\?tab=messages&message=[0-9a-f-]{36}$/);
  const subject = page.getByRole("heading", { level: 2, name: visitor.subject });
  await expect(subject).toBeFocused();
  await expect(page.getByText(visitor.text)).toBeVisible();
  await expect(page.getByText(`<${visitor.email}>`)).toBeVisible();
  await expect.poll(() => unreadOnTab(page)).toBe(unreadAtFirst - 1);

  // An empty answer is refused under its field; then the answer is mailed to the sender.
  await page.getByRole("button", { name: "Send answer" }).click();
  await expect(page.getByText("Please write an answer")).toBeVisible();
  await expect(page.getByLabel("Your answer")).toBeFocused();
  const answer = "Thanks for writing! Your streak counts Eastern days; it is back at 5 now.";
  await page.getByLabel("Your answer").fill(answer);
  await page.getByRole("button", { name: "Send answer" }).click();
  await expectToast(page, "Answer sent");
  const answers = page.getByRole("region", { name: /^Answers/ });
  await expect(answers).toContainText(`Answered by ${DEMO_ADMIN.username},`);
  await expect(answers).toContainText(answer);
  await expect(page.getByLabel("Your answer")).toHaveValue("");
  const mailed = await waitForMail(visitor.email, { subject: `Re: ${visitor.subject}` });
  expect(mailed).toContain(answer);
  expect(mailed).toContain("The Quip team");
  await checkBothWidths(page, "message-answered");

  // Archive puts it away and returns to the list, where it is no longer.
  await page.getByRole("button", { name: "Archive" }).click();
  await expectToast(page, "Message archived");
  await expect(page).toHaveURL("/admin?tab=messages");
  await expect(inbox.getByRole("link", { name: visitor.subject })).toHaveCount(0);

  await page.getByRole("button", { name: "Archived" }).click();
  const archived = page.getByRole("list", { name: "Archived messages" });
  const archivedRow = archived.getByRole("listitem").filter({ hasText: visitor.subject });
  await expect(archivedRow.getByRole("link", { name: visitor.subject, exact: true })).toBeVisible();
  await expect(archivedRow).toContainText("Answered");
  await checkBothWidths(page, "archive");

  // And back to the inbox.
  await archivedRow.getByRole("link").click();
  await page.getByRole("button", { name: "Move to inbox" }).click();
  await expectToast(page, "Message moved back to the inbox");
  await expect(archived.getByRole("link", { name: visitor.subject })).toHaveCount(0);
  await page.getByRole("button", { name: "Inbox" }).click();
  await expect(inbox.getByRole("link", { name: visitor.subject, exact: true })).toBeVisible();
});

test("back from a message, the focus returns to its row; Back in the browser works too", async ({
  page,
  baseURL,
}) => {
  const id = uniqueMember().username;
  const message = {
    email: `${id}@example.com`,
    subject: `Focus and back ${id}`,
    text: "A message to open and leave again, twice.",
  };
  await sendContactMessage(baseURL, message);
  await signIn(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto("/admin?tab=messages");
  const row = page
    .getByRole("list", { name: "Messages in the inbox" })
    .getByRole("link", { name: new RegExp(message.subject) });

  await row.click();
  await expect(page.getByRole("heading", { level: 2, name: message.subject })).toBeFocused();
  await page.getByRole("button", { name: "Back to messages" }).click();
  await expect(row).toBeFocused();
  // Read now: no longer bold, nor read out as unread.
  await expect(row).toHaveAccessibleName(message.subject);

  await row.click();
  await expect(page.getByRole("heading", { level: 2, name: message.subject })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL("/admin?tab=messages");
  await expect(row).toBeFocused();
});
