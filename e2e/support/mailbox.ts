import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

/** A message the test SMTP server received, quoted-printable soft breaks undone. */
function readMail(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for a mail to `to` and returns its decoded text. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<string> {
  const mailbox = process.env.E2E_MAILBOX;
  if (!mailbox) throw new Error("E2E_MAILBOX is not set");
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(mailbox)) return false;
        for (const name of readdirSync(mailbox).sort().reverse()) {
          const mail = readMail(path.join(mailbox, name));
          if (mail.toLowerCase().includes(`to: ${to.toLowerCase()}`)) {
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
