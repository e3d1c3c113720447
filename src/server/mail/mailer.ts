import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes (the contact form's sender). */
  replyTo?: { name: string; address: string };
}

export interface MailLog {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

export interface Mailer {
  /** Delivers one message; rejects when the SMTP server refuses it. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends after the current request has answered, logging a failure instead of raising it:
   * a request's response time must not depend on the mail server (nor tell who has an account).
   */
  sendLater(message: MailMessage): void;
}

export type MailConfig = Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">;

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
  const send = (message: MailMessage) =>
    deliver({
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
  return {
    send,
    sendLater(message) {
      setImmediate(() => {
        send(message).catch((error: unknown) => {
          log.error(error, `Mail "${message.subject}" could not be sent`);
        });
      });
    },
  };
}

type Envelope = Parameters<ReturnType<typeof nodemailer.createTransport>["sendMail"]>[0];

function smtpDelivery(url: string) {
  const transport = nodemailer.createTransport(url);
  return async (mail: Envelope) => {
    await transport.sendMail(mail);
  };
}

function outboxDelivery(config: MailConfig, log: MailLog) {
  // The stream transport builds the exact RFC 822 message SMTP would have carried.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  const outbox = path.join(config.dataDir, "outbox");
  return async (mail: Envelope) => {
    const info = await transport.sendMail(mail);
    await mkdir(outbox, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = path.join(outbox, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
    // Written aside, then renamed into place: whoever reads the outbox never sees half a mail.
    await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
    await rename(`${file}.part`, file);
    log.info(`No SMTP_URL set: mail to ${String(mail.to)} written to ${file}`);
  };
}
