/**
 * How a mail leaves (issue 38): the core composes mails and knows only this interface; the SMTP adapter
 * (adapters/mail-transport-smtp.ts, nodemailer) implements it, and tests may give any other.
 */
import type { MailAttachment } from "../kept/mail-store.ts";

/** One message to send, sender included. */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

export interface MailTransport {
  /**
   * Sends one message; rejects when the server does not take it. A rejection with `permanent: true` (the
   * server refused the address for good) is not tried again.
   */
  send(mail: OutgoingMail): Promise<void>;
  /** Closes the connections it keeps. */
  close(): Promise<void>;
}

/** A failure the transport reports: `permanent` when trying again cannot help (a 5xx for the recipient). */
export class MailSendError extends Error {
  constructor(message: string, readonly permanent: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MailSendError";
  }
}

/** What of BRANDKIT_SMTP_URL is secret, for redaction: the URL itself and its password (as written and decoded). */
export function smtpUrlSecrets(smtpUrl: string | undefined): string[] {
  if (!smtpUrl) return [];
  const secrets = [smtpUrl];
  try {
    const { password } = new URL(smtpUrl);
    if (password) secrets.push(password, decodeURIComponent(password));
  } catch {
    // not a URL: the config refused it already
  }
  return secrets;
}
