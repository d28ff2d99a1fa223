/**
 * The mail a guest gets (issue 38), over the outbox: the confirmation queued right after an answer that gives an
 * address, and the unsubscribe of the later mails. Queuing never fails an answer: the answer is kept first, and a
 * mail that cannot be queued is logged (by kit, never by address) and not sent.
 */
import { hashOwnerToken, newKitId } from "../kept/kept-kits.ts";
import type { KeptKitRecord } from "../kept/kept-record.ts";
import type { KitUpdate } from "../kept/kit-updates.ts";
import type { MailRecipient, MailStore } from "../kept/mail-store.ts";
import type { Log } from "../log.ts";
import type { AddressedAnswer } from "../guest-book/guest-book.ts";
import { confirmationMail } from "./confirmation.ts";
import { laterMail, type LaterMailSubject } from "./later-mail.ts";
import { eventPageUrl, unsubscribeUrl } from "./links.ts";
import { isUnsubscribeToken, unsubscribeToken } from "./unsubscribe.ts";

export type GuestMailDeps = {
  store: MailStore;
  /** BRANDKIT_PUBLIC_URL: every link in a mail is absolute at it. */
  publicUrl: string;
  /**
   * BRANDKIT_MAIL_FROM ("BrandKit <events@example.org>"): the moved event's calendar names its address as the
   * ORGANIZER of its iTIP REQUEST. @default none: that calendar is a PUBLISH
   */
  from?: string;
  now: () => number;
  /** @default newKitId (128 random bits) */
  newMailId?: () => string;
  log?: Log;
};

export type GuestMail = {
  /** Queues the confirmation of an answer that gives an address (once per answer and address). */
  confirm(kit: KeptKitRecord, answer: AddressedAnswer): Promise<"queued" | "duplicate" | "failed">;
  /** The one-click unsubscribe URL of a guest's later mails, or null for no such guest. */
  unsubscribeUrlOf(kitId: string, guestId: string): Promise<string | null>;
  /**
   * Queues the owner's update to the going, maybe and waitlisted guests with an address (each once:
   * `update:<kitId>:<updateId>:<guestId>`); resolves with how many were queued. Never throws: a failure is
   * logged.
   */
  update(kit: KeptKitRecord, update: Pick<KitUpdate, "id" | "text">): Promise<number>;
  /**
   * Queues the news that the event moved (its calendar's SEQUENCE raised) to the going, maybe and waitlisted guests with an
   * address, with the new calendar file (each once per SEQUENCE: `change:<kitId>:<sequence>:<guestId>`). Never
   * throws.
   */
  changed(kit: KeptKitRecord): Promise<number>;
  /** Queues the reminder to the going guests with an address (each once ever: `reminder:<kitId>:<guestId>`). */
  remind(kit: KeptKitRecord): Promise<number>;
  /**
   * Queues the news that a place freed up, with the ticket, to a guest moved up from the waitlist at
   * `promotedAtMs` (once per move: `promoted:<kitId>:<guestId>:<promotedAtMs>`). Throws when it could not be
   * queued, so the promotion stays marked and is told on the next look.
   */
  promoted(
    kit: KeptKitRecord,
    recipient: MailRecipient,
    promotedAtMs: number,
  ): Promise<"queued" | "duplicate">;
  /** Stops the guest's later mails when `token` is their unsubscribe token. */
  unsubscribe(kitId: string, guestId: string, token: string): Promise<"done" | "not-found" | "forbidden">;
};

/** The address of a From header ("BrandKit <events@example.org>" or the address alone). */
export function mailAddressOf(from: string): string {
  return (/<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from).trim();
}

/** The dedupe key of an answer's confirmation to an address: never queued twice for the same pair. */
export async function confirmationKey(kitId: string, guestId: string, email: string): Promise<string> {
  return `confirmation:${kitId}:${guestId}:${await hashOwnerToken(email.toLowerCase())}`;
}

/** The dedupe keys of the later mails: each sent to a guest once. */
export const laterMailKey = {
  update: (kitId: string, updateId: string, guestId: string) => `update:${kitId}:${updateId}:${guestId}`,
  change: (kitId: string, sequence: number, guestId: string) => `change:${kitId}:${sequence}:${guestId}`,
  reminder: (kitId: string, guestId: string) => `reminder:${kitId}:${guestId}`,
  promoted: (kitId: string, guestId: string, promotedAtMs: number) =>
    `promoted:${kitId}:${guestId}:${promotedAtMs}`,
};

/**
 * Who gets each later mail. The news of the event (an update, the event moved) goes to everyone who may come:
 * going, maybe, and the waitlist, who may be moved up on the day.
 */
const WHO_MAY_COME = ["going", "maybe", "waitlist"] as const;
const GOING = ["going"] as const;

export function createGuestMail(deps: GuestMailDeps): GuestMail {
  const { store, now } = deps;
  const newMailId = deps.newMailId ?? newKitId;
  const organizer = deps.from === undefined ? undefined : mailAddressOf(deps.from);

  /** Queues the later mail `about` to one recipient under `dedupeKey`. */
  const queueOne = async (
    kit: KeptKitRecord,
    recipient: MailRecipient,
    about: LaterMailSubject,
    dedupeKey: string,
  ) => {
    const pageUrl = eventPageUrl(deps.publicUrl, kit.id);
    const unsubscribe = unsubscribeUrl(
      deps.publicUrl,
      kit.id,
      recipient.guestId,
      await unsubscribeToken(kit.id, recipient.guestId, recipient.tokenHash),
    );
    const message = laterMail(
      kit,
      recipient,
      about,
      { pageUrl, unsubscribeUrl: unsubscribe, ...organizer ? { organizer } : {} },
      now,
    );
    return await store.enqueue({
      mailId: newMailId(),
      kitId: kit.id,
      guestId: recipient.guestId,
      kind: about.kind,
      dedupeKey,
      message,
    }, now());
  };

  /** Queues a later mail to each of the kit's guests of `statuses`; how many were queued (never throws). */
  const queueLater = async (
    kit: KeptKitRecord,
    statuses: readonly string[],
    about: LaterMailSubject,
    keyOf: (recipient: MailRecipient) => string,
  ): Promise<number> => {
    let queued = 0;
    try {
      const recipients = await store.mailRecipients(kit.id, statuses, now());
      for (const recipient of recipients) {
        if (await queueOne(kit, recipient, about, keyOf(recipient)) === "queued") queued++;
      }
      if (queued > 0) {
        deps.log?.({ level: "info", event: "mail-queued", kitId: kit.id, kind: about.kind, count: queued });
      }
    } catch (error) {
      deps.log?.({
        level: "warn",
        event: "mail-queue-failed",
        kitId: kit.id,
        kind: about.kind,
        message: error instanceof Error ? error.name : "Error",
      });
    }
    return queued;
  };

  return {
    update(kit, update) {
      return queueLater(
        kit,
        WHO_MAY_COME,
        { kind: "update", text: update.text },
        (recipient) => laterMailKey.update(kit.id, update.id, recipient.guestId),
      );
    },
    changed(kit) {
      return queueLater(
        kit,
        WHO_MAY_COME,
        { kind: "change" },
        (recipient) => laterMailKey.change(kit.id, kit.calendarSequence, recipient.guestId),
      );
    },
    remind(kit) {
      return queueLater(
        kit,
        GOING,
        { kind: "reminder" },
        (recipient) => laterMailKey.reminder(kit.id, recipient.guestId),
      );
    },
    async promoted(kit, recipient, promotedAtMs) {
      const key = laterMailKey.promoted(kit.id, recipient.guestId, promotedAtMs);
      const verdict = await queueOne(kit, recipient, { kind: "promoted" }, key);
      if (verdict === "queued") {
        deps.log?.({ level: "info", event: "mail-queued", kitId: kit.id, kind: "promoted", count: 1 });
      }
      return verdict;
    },
    async confirm(kit, answer) {
      try {
        const message = confirmationMail(kit, answer, eventPageUrl(deps.publicUrl, kit.id), now);
        const queued = await store.enqueue({
          mailId: newMailId(),
          kitId: kit.id,
          guestId: answer.guestId,
          kind: "confirmation",
          dedupeKey: await confirmationKey(kit.id, answer.guestId, answer.email),
          message,
        }, now());
        if (queued === "queued") {
          deps.log?.({ level: "info", event: "mail-queued", kitId: kit.id, kind: "confirmation" });
        }
        return queued;
      } catch (error) {
        deps.log?.({
          level: "warn",
          event: "mail-queue-failed",
          kitId: kit.id,
          kind: "confirmation",
          message: error instanceof Error ? error.name : "Error",
        });
        return "failed";
      }
    },
    async unsubscribeUrlOf(kitId, guestId) {
      const state = await store.guestMailState(kitId, guestId, now());
      if (!state) return null;
      return unsubscribeUrl(
        deps.publicUrl,
        kitId,
        guestId,
        await unsubscribeToken(kitId, guestId, state.tokenHash),
      );
    },
    async unsubscribe(kitId, guestId, token) {
      const state = await store.guestMailState(kitId, guestId, now());
      if (!state) return "not-found";
      if (!await isUnsubscribeToken(token, kitId, guestId, state.tokenHash)) return "forbidden";
      return await store.unsubscribe(kitId, guestId, now()) ? "done" : "not-found";
    },
  };
}
