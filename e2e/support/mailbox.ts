import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { scaled } from "../../tests/support/time-budget";

/** A message the test SMTP server received, quoted-printable soft breaks undone. */
function readMail(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Waits for a mail to `to` (with this subject, when given) and returns its decoded text: the
 * newest such mail once one has arrived.
 */
export async function waitForMail(
  to: string,
  { subject, timeoutMs = scaled(15_000) }: { subject?: string; timeoutMs?: number } = {},
): Promise<string> {
  const mailbox = process.env.E2E_MAILBOX;
  if (!mailbox) throw new Error("E2E_MAILBOX is not set");
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(mailbox)) return false;
        for (const name of readdirSync(mailbox).sort().reverse()) {
          const mail = readMail(path.join(mailbox, name));
          const lower = mail.toLowerCase();
          if (
            lower.includes(`to: ${to.toLowerCase()}`) &&
            (subject === undefined || lower.includes(`subject: ${subject.toLowerCase()}`))
          ) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: timeoutMs },
    )
    .toBe(true);
  return found as string;
}

/** The first link to one of our pages (`/reset-password`, `/confirm-email`) in a mail. */
export function linkIn(mail: string, page: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+/${page}\\?token=[A-Za-z0-9_-]+`).exec(mail)?.[0];
  expect(link, `a link to /${page} in the mail`).toBeTruthy();
  return link as string;
}
