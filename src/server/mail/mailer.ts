import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type Nodemailer from "nodemailer";
import type { Config } from "#server/config.ts";
import { loadOnUse } from "#server/lib/load-on-use.ts";

const nodemailer = loadOnUse<typeof Nodemailer>("nodemailer");

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes (the contact form's sender). */
  replyTo?: { name: string; address: string };
  /** A list's one-click unsubscribe address (RFC 8058): a notice mail's, the digest's. */
  unsubscribeUrl?: string;
}

/** A message taken from the outbox: its row id names it wherever it goes. */
export interface OutgoingMail extends MailMessage {
  id: string;
  createdAt: Date;
}

export interface MailLog {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

export interface Mailer {
  /**
   * Hands one message to SMTP (or writes it into DATA_DIR/outbox); rejects when it is refused.
   * Only the outbox sender calls it: everything else queues mail in the outbox table.
   */
  send(mail: OutgoingMail): Promise<void>;
  /** Where the outbox sender reports what it could not deliver. */
  log: MailLog;
}

export type MailConfig = Pick<Config, "smtpUrl" | "mailFrom" | "dataDir" | "publicUrl">;

/**
 * The longest one SMTP conversation may take before it is abandoned as failed. The outbox
 * lease outlasts it, so no second sender takes a message while it is still being sent.
 */
export const SMTP_SEND_LIMIT_MS = 60_000;

const consoleLog: MailLog = {
  info: (message) => console.log(message),
  error: (error, message) => console.error(message, error),
};

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file into
 * DATA_DIR/outbox and logged, so a local install works offline and the mail can still be read.
 */
export function createMailer(config: MailConfig, log: MailLog = consoleLog): Mailer {
  const deliver = config.smtpUrl ? smtpDelivery(config.smtpUrl) : outboxDelivery(config, log);
  const host = new URL(config.publicUrl).hostname;
  return {
    log,
    send: (mail) =>
      deliver(mail, {
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The same message sent twice (see the outbox sender) carries the same Message-ID,
        // so mail clients and relays can tell it is one message.
        messageId: `<${mail.id}@${host}>`,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.unsubscribeUrl ? { headers: unsubscribeHeaders(mail.unsubscribeUrl) } : {}),
      }),
  };
}

/**
 * RFC 2369's List-Unsubscribe with RFC 8058's one-click: the mail client POSTs
 * "List-Unsubscribe=One-Click" to the address itself, with no cookie and no page to read.
 */
function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${url}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

type Envelope = Parameters<ReturnType<typeof Nodemailer.createTransport>["sendMail"]>[0];

function smtpDelivery(url: string) {
  let transport: ReturnType<typeof Nodemailer.createTransport> | undefined;
  return async (_mail: OutgoingMail, envelope: Envelope) => {
    transport ??= nodemailer().createTransport(url);
    await transport.sendMail({ ...envelope, signal: AbortSignal.timeout(SMTP_SEND_LIMIT_MS) });
  };
}

function outboxDelivery(config: MailConfig, log: MailLog) {
  // The stream transport builds the exact RFC 822 message SMTP would have carried.
  const outbox = path.join(config.dataDir, "outbox");
  let transport: ReturnType<typeof Nodemailer.createTransport> | undefined;
  return async (mail: OutgoingMail, envelope: Envelope) => {
    transport ??= nodemailer().createTransport({
      streamTransport: true,
      buffer: true,
      newline: "unix",
    });
    const info = await transport.sendMail(envelope);
    await mkdir(outbox, { recursive: true });
    // Named by the outbox row: a message written twice replaces its own file.
    const stamp = mail.createdAt.toISOString().replace(/[:.]/g, "-");
    const file = path.join(outbox, `${stamp}-${mail.id}.eml`);
    // Written aside, then renamed into place: whoever reads the outbox never sees half a mail.
    await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
    await rename(`${file}.part`, file);
    log.info(`No SMTP_URL set: mail to ${mail.to} written to ${file}`);
  };
}
