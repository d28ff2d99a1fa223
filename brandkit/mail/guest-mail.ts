/**
 * The mail a guest gets (issue 38), over the outbox: the confirmation queued right after an answer that gives an
 * address, and the unsubscribe of the later mails. Queuing never fails an answer: the answer is kept first, and a
 * mail that cannot be queued is logged (by kit, never by address) and not sent.
 */
import { hashOwnerToken, newKitId } from "../kept/kept-kits.ts";
import type { KeptKitRecord } from "../kept/kept-record.ts";
import type { MailStore } from "../kept/mail-store.ts";
import type { Log } from "../log.ts";
import { confirmationMail, type ConfirmedAnswer } from "./confirmation.ts";
import { eventPageUrl, unsubscribeUrl } from "./links.ts";
import { isUnsubscribeToken, unsubscribeToken } from "./unsubscribe.ts";

export type GuestMailDeps = {
  store: MailStore;
  /** BRANDKIT_PUBLIC_URL: every link in a mail is absolute at it. */
  publicUrl: string;
  now: () => number;
  /** @default newKitId (128 random bits) */
  newMailId?: () => string;
  log?: Log;
};

export type GuestMail = {
  /** Queues the confirmation of an answer that gives an address (once per answer and address). */
  confirm(kit: KeptKitRecord, answer: ConfirmedAnswer): Promise<"queued" | "duplicate" | "failed">;
  /** The one-click unsubscribe URL of a guest's later mails, or null for no such guest. */
  unsubscribeUrlOf(kitId: string, guestId: string): Promise<string | null>;
  /** Stops the guest's later mails when `token` is their unsubscribe token. */
  unsubscribe(kitId: string, guestId: string, token: string): Promise<"done" | "not-found" | "forbidden">;
};

/** The dedupe key of an answer's confirmation to an address: never queued twice for the same pair. */
export async function confirmationKey(kitId: string, guestId: string, email: string): Promise<string> {
  return `confirmation:${kitId}:${guestId}:${await hashOwnerToken(email.toLowerCase())}`;
}

export function createGuestMail(deps: GuestMailDeps): GuestMail {
  const { store, now } = deps;
  const newMailId = deps.newMailId ?? newKitId;
  return {
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
