/**
 * The promotions (issue 39): a step of the outbox worker's look, beside the reminders. A guest moved up from the
 * waitlist (a place freed: an answer withdrawn or changed, the capacity raised) is marked in the store when it
 * happens (`promoted_at`, in the same transaction); this step tells each one with an address that a place is
 * theirs, with their ticket, then clears the mark. A guest who cannot be mailed (no address, unsubscribed, no
 * longer going) is cleared at once. A mail that could not be queued leaves the mark for the next look; the dedupe
 * key (`promoted:<kitId>:<guestId>:<promotedAtMs>`) queues it once however many instances look.
 */
import type { KeptKitRecord } from "../kept/kept-record.ts";
import type { MailStore } from "../kept/mail-store.ts";
import type { Log } from "../log.ts";
import type { GuestMail } from "./guest-mail.ts";

/** Promotions told in one look, at most: the rest wait for the next. */
export const PROMOTIONS_PER_LOOK = 200;

export type PromotionsDeps = {
  store: Pick<MailStore, "promotedGuests" | "clearPromoted">;
  kits: { find(id: string): Promise<KeptKitRecord | null> };
  mail: Pick<GuestMail, "promoted">;
  now: () => number;
  log?: Log;
};

/** The promotion step: queues the news to the guests moved up since the last look; resolves with how many. */
export function createPromotions(deps: PromotionsDeps): () => Promise<number> {
  return async () => {
    const promoted = await deps.store.promotedGuests(deps.now(), PROMOTIONS_PER_LOOK);
    const kits = new Map<string, Promise<KeptKitRecord | null>>();
    let queued = 0;
    for (const guest of promoted) {
      try {
        if (guest.recipient) {
          if (!kits.has(guest.kitId)) kits.set(guest.kitId, deps.kits.find(guest.kitId));
          const kit = await kits.get(guest.kitId)!;
          if (kit && await deps.mail.promoted(kit, guest.recipient, guest.promotedAtMs) === "queued") {
            queued++;
          }
        }
        await deps.store.clearPromoted(guest.kitId, guest.guestId, guest.promotedAtMs);
      } catch (error) {
        deps.log?.({
          level: "warn",
          event: "mail-promotion-failed",
          kitId: guest.kitId,
          message: error instanceof Error ? error.name : "Error",
        });
      }
    }
    return queued;
  };
}
