/**
 * The outbox's worker (issue 38): every `pollMs` (BRANDKIT_MAIL_POLL_SECONDS) it claims the due mails
 * (mail-store.ts: each by one instance, however many run), sends each through the transport, and marks it sent;
 * a failure is recorded (attempts + 1, the error redacted) and the mail tried again after a backoff that doubles
 * from a minute to an hour, or never when the server refused the address for good. All its state is in the
 * database, so a restart (or another instance) carries on where it stopped; a claim that lapses (an instance
 * that died mid-send) makes the mail due again.
 */
import type { Log } from "../log.ts";
import type { ClaimedMail, MailStore } from "../kept/mail-store.ts";
import { MS_PER_HOUR, MS_PER_MINUTE } from "../time.ts";
import { MailSendError, type MailTransport } from "./transport.ts";

/** The first wait after a failure; each further failure doubles it. */
export const FIRST_RETRY_MS = MS_PER_MINUTE;
/** The longest wait between tries. */
export const LONGEST_RETRY_MS = MS_PER_HOUR;
/** How long a claim holds: longer than any send (the transport times out well before). */
export const CLAIM_MS = 10 * MS_PER_MINUTE;
/** Mails claimed per look. */
const BATCH = 20;
/** The longest last_error kept. */
const MAX_ERROR_LENGTH = 500;

/** The wait before the next try of a mail tried `attempts` times: 1 min, 2, 4, ... up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
}

/** An error's text with every mail address replaced, then redacted by `redact`, and bounded. */
export function mailErrorText(error: unknown, redact: (text: string) => string = (text) => text): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return redact(text.replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g, "[address]")).slice(0, MAX_ERROR_LENGTH);
}

export type MailWorkerDeps = {
  store: MailStore;
  transport: MailTransport;
  /** BRANDKIT_MAIL_FROM. */
  from: string;
  /** BRANDKIT_MAIL_POLL_SECONDS in milliseconds. */
  pollMs: number;
  now: () => number;
  /** Sent mails and failures, by mail id and kit id: never an address. @default nowhere */
  log?: Log;
  /** Removes secrets (the SMTP URL's credentials) from an error before it is kept or logged. */
  redact?: (text: string) => string;
  /** @default CLAIM_MS */
  claimMs?: number;
  /**
   * A step of each look, after the due mails are sent: queues the mails now due (the reminders: reminders.ts;
   * the guests moved up from the waitlist: promotions.ts) and resolves with how many; those are sent in the same
   * look. @default none
   */
  remind?: () => Promise<number>;
};

export type MailWorker = {
  /** Looks now and then every `pollMs`, until stopped. */
  start(): void;
  /** One look: claims the due mails and sends them; resolves with how many were sent. */
  runOnce(): Promise<number>;
  /** Stops looking and waits for the look in progress. */
  stop(): Promise<void>;
};

export function createMailWorker(deps: MailWorkerDeps): MailWorker {
  const { store, transport, now } = deps;
  const log = deps.log ?? (() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const sendOne = async (mail: ClaimedMail): Promise<boolean> => {
    try {
      await transport.send({ from: deps.from, ...mail.message });
    } catch (error) {
      const permanent = error instanceof MailSendError && error.permanent;
      const attempts = mail.attempts + 1;
      const lastError = mailErrorText(error, deps.redact);
      const next = permanent ? null : now() + retryDelayMs(attempts);
      await store.markFailed(mail.mailId, lastError, next, now());
      log({
        level: "warn",
        event: permanent ? "mail-refused" : "mail-failed",
        mailId: mail.mailId,
        kitId: mail.kitId,
        kind: mail.kind,
        attempts,
        ...next === null ? {} : { retryAt: new Date(next).toISOString() },
        message: lastError,
      });
      return false;
    }
    await store.markSent(mail.mailId, now());
    log({ level: "info", event: "mail-sent", mailId: mail.mailId, kitId: mail.kitId, kind: mail.kind });
    return true;
  };

  const sendDue = async (): Promise<number> => {
    let sent = 0;
    const claimed = await store.claimDue(now(), deps.claimMs ?? CLAIM_MS, BATCH);
    for (const mail of claimed) {
      if (await sendOne(mail)) sent++;
    }
    return sent;
  };

  const look = async (): Promise<number> => {
    let sent = await sendDue();
    if (!deps.remind) return sent;
    // After what was due (a confirmation comes before the reminder that follows it), then sent in this look.
    let queued = 0;
    try {
      queued = await deps.remind();
    } catch (error) {
      log({ level: "warn", event: "mail-reminders-failed", message: mailErrorText(error, deps.redact) });
    }
    if (queued > 0) sent += await sendDue();
    return sent;
  };

  const worker: MailWorker = {
    runOnce() {
      const current = (running ?? Promise.resolve(0)).then(look, look);
      running = current.catch(() => 0);
      return current;
    },
    start() {
      stopped = false;
      const tick = async () => {
        await worker.runOnce().catch((error) =>
          log({ level: "warn", event: "mail-outbox-failed", message: mailErrorText(error, deps.redact) })
        );
        if (!stopped) timer = setTimeout(tick, deps.pollMs);
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },
  };
  return worker;
}
