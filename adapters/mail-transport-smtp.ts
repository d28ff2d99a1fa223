/**
 * The mail transport over SMTP (issue 38): nodemailer, from BRANDKIT_SMTP_URL (`smtps://` is TLS from the start,
 * `smtp://` upgrades with STARTTLS when the server offers it; credentials in the URL). The core composes mails
 * and sees only MailTransport (brandkit/mail/transport.ts); nothing else knows nodemailer. A refusal of the
 * recipient for good (a 5xx answer to RCPT TO) is permanent: the outbox does not try that mail again.
 */
import nodemailer from "nodemailer";
import { MailSendError, type MailTransport, type OutgoingMail } from "../brandkit/mod.ts";

/** Seconds a connection, a greeting and a silent socket get before a send fails (and is tried again later). */
const TIMEOUT_MS = 30_000;

/** True when the server refused the recipient for good: a 5xx to the envelope (RCPT TO). */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500 &&
    responseCode < 600;
}

/** A transport over the SMTP server at `smtpUrl`, with a small pool of connections. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  } as never);
  return {
    async send(mail: OutgoingMail) {
      try {
        await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          attachments: mail.attachments?.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content,
          })),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new MailSendError(message, isPermanent(error), { cause: error });
      }
    },
    close() {
      transporter.close();
      return Promise.resolve();
    },
  };
}
