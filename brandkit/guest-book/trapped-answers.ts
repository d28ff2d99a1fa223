/**
 * The honeypot's answers (HONEYPOT_FIELD), kept apart from the guest list: a bot that fills in the hidden field
 * gets what a real guest would (the status the rules give its answer, an id and a token, and for a day the
 * answer its token opens, changes and withdraws), while nothing of it reaches the store, the counts, the owner's
 * list or the CSV. Each is kept as the store keeps an answer (its ticket too), and shown as one (guestEntryOf).
 * They live in this process's memory only, a bounded number for ANSWER_REPLAY_MS: with several
 * instances, a bot's later look may reach one that never saw its answer, and reads it as withdrawn.
 */
import { lruMap } from "../lru.ts";
import { sameHash } from "../kept/kept-kits.ts";
import { ANSWER_REPLAY_MS } from "../rsvp/limits.ts";
import type { GuestRecord } from "../rsvp/guest-store.ts";

/** Honeypot answers kept at most, the least recently used forgotten first. */
const TRAPPED_ANSWERS = 1_000;

type Trapped = { kitId: string; tokenHash: string; guest: GuestRecord; keptUntilMs: number };

/** What looking up a trapped answer found: the answer, another token's, or none. */
export type TrappedLookup = { found: GuestRecord } | "forbidden" | "not-found";

export type TrappedAnswers = {
  /** Keeps a honeypot answer with its token's hash. */
  keep(kitId: string, guest: GuestRecord, tokenHash: string, nowMs: number): void;
  /** The trapped answer `guestId` of kit `kitId`, when `tokenHash` is its token's. */
  find(kitId: string, guestId: string, tokenHash: string, nowMs: number): TrappedLookup;
  /** Replaces a trapped answer (its token already checked with find). */
  replace(kitId: string, guest: GuestRecord): void;
  /** Forgets a trapped answer (its token already checked with find). */
  forget(guestId: string): void;
};

export function createTrappedAnswers(): TrappedAnswers {
  const trapped = lruMap<Trapped>(TRAPPED_ANSWERS);
  return {
    keep(kitId, guest, tokenHash, nowMs) {
      trapped.set(guest.guestId, { kitId, tokenHash, guest, keptUntilMs: nowMs + ANSWER_REPLAY_MS });
    },
    find(kitId, guestId, tokenHash, nowMs) {
      const kept = trapped.get(guestId);
      if (!kept || kept.kitId !== kitId || kept.keptUntilMs <= nowMs) return "not-found";
      return sameHash(tokenHash, kept.tokenHash) ? { found: kept.guest } : "forbidden";
    },
    replace(kitId, guest) {
      const kept = trapped.get(guest.guestId);
      if (kept && kept.kitId === kitId) trapped.set(guest.guestId, { ...kept, guest });
    },
    forget(guestId) {
      trapped.delete(guestId);
    },
  };
}
