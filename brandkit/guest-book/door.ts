/**
 * The door (issue 39): going guests' tickets checked in, by the owner or the co-hosts the owner invites, and the
 * list a door with no device prints. What the routes ask of it, over the kit keeper (is the kit live, whose is it)
 * and the door half of the kit store.
 *
 * A co-host's id is 128 random bits and their token 256, like a guest's; the store keeps only the token's SHA-256.
 * A co-host reads the guest list and checks guests in and out; adding or revoking co-hosts, and everything else,
 * stays the owner's (docs/http-api.md#the-door).
 */
import { BrandKitError, ErrorCode } from "../errors.ts";
import { hashOwnerToken, kitNotFound, newKitId, newOwnerToken } from "../kept/kept-kits.ts";
import type { KitKeeper } from "../kept/kit-keeper.ts";
import type { KeptKitRecord } from "../kept/kept-record.ts";
import {
  type CheckIn,
  type CheckInBody,
  COHOST_ID_PATTERN,
  type CohostBody,
  type CohostCreated,
  type CohostList,
} from "../rsvp/door-schemas.ts";
import { MAX_CHECK_IN_AGE_MS, MAX_COHOSTS } from "../rsvp/door-limits.ts";
import type { CohostRecord, DoorStore } from "../rsvp/door-store.ts";
import type { GuestRecord, GuestStore } from "../rsvp/guest-store.ts";
import { GUEST_ID_PATTERN } from "../rsvp/schemas.ts";
import { type DoorRole, doorRoleOf } from "./door-role.ts";
import { answerNotFound } from "./guest-book.ts";

export type DoorDeps = {
  store: DoorStore;
  guests: Pick<GuestStore, "guestList">;
  kits: Pick<KitKeeper, "find" | "checkOwner">;
  now: () => number;
  /** @default newKitId (128 random bits) */
  newCohostId?: () => string;
  /** @default newOwnerToken (256 random bits) */
  newCohostToken?: () => string;
};

/** What a printed door list is made from: the kit, and its guests going. */
export type DoorListSource = { kit: KeptKitRecord; going: GuestRecord[] };

export type Door = {
  /**
   * Checks in the going guest holding `body.code`, with the owner's token or a co-host's; 200's body. Throws
   * ALREADY_CHECKED_IN (with `checkedInAt`) for a code checked in before, NOT_FOUND for a code no guest going
   * holds, and UNAUTHORIZED, FORBIDDEN or KIT_NOT_FOUND.
   */
  checkIn(kitId: string, token: string, body: CheckInBody): Promise<CheckIn>;
  /** Undoes a guest's check-in (nothing to undo is fine); NOT_FOUND for no such answer. */
  undoCheckIn(kitId: string, token: string, guestId: string): Promise<void>;
  /** Adds a co-host (the owner's token only); the token is given here once. Throws VALIDATION_ERROR past MAX_COHOSTS. */
  addCohost(kitId: string, ownerToken: string, body: CohostBody): Promise<Omit<CohostCreated, "link">>;
  /** The kit's co-hosts (the owner's token only). */
  cohosts(kitId: string, ownerToken: string): Promise<CohostList>;
  /** Revokes a co-host at once (the owner's token only); NOT_FOUND for none. */
  removeCohost(kitId: string, ownerToken: string, cohostId: string): Promise<void>;
  /** The kit and its guests going, for the printed list, with the owner's token or a co-host's. */
  doorList(kitId: string, token: string): Promise<DoorListSource>;
  /** Who holds `token` at the door: "owner" or "cohost". */
  role(kitId: string, token: string): Promise<DoorRole>;
};

/** 404 NOT_FOUND of a code no guest going holds: not on the list. */
export function notOnTheList(): BrandKitError {
  return new BrandKitError(
    ErrorCode.NOT_FOUND,
    "No guest going to this event has this code: they are not on the list (or their answer changed).",
  );
}

/** 409 ALREADY_CHECKED_IN of a guest checked in at `checkedInAtMs`. */
export function alreadyCheckedIn(guest: GuestRecord, checkedInAtMs: number): BrandKitError {
  const checkedInAt = new Date(checkedInAtMs).toISOString();
  return new BrandKitError(
    ErrorCode.ALREADY_CHECKED_IN,
    `${guest.name} was already checked in at ${checkedInAt}.`,
    { checkedInAt },
  );
}

function cohostNotFound(): BrandKitError {
  return new BrandKitError(
    ErrorCode.NOT_FOUND,
    "There is no such co-host for this event: they may have been revoked.",
  );
}

/** When a check-in counts from: the time it was scanned, when it is sent later, but never after now. */
export function checkInTimeOf(at: string | undefined, nowMs: number): number {
  if (at === undefined) return nowMs;
  const atMs = Date.parse(at);
  if (!Number.isFinite(atMs) || atMs > nowMs || atMs < nowMs - MAX_CHECK_IN_AGE_MS) return nowMs;
  return atMs;
}

const iso = (ms: number) => new Date(ms).toISOString();
const cohostOf = (cohost: CohostRecord) => ({
  cohostId: cohost.cohostId,
  label: cohost.label,
  createdAt: iso(cohost.createdAtMs),
});

export function createDoor(deps: DoorDeps): Door {
  const { store, kits, now } = deps;
  const newCohostId = deps.newCohostId ?? newKitId;
  const newCohostToken = deps.newCohostToken ?? newOwnerToken;
  const role = (kitId: string, token: string) => doorRoleOf({ kits, store, now }, kitId, token);

  return {
    role,

    async checkIn(kitId, token, body) {
      await role(kitId, token);
      const verdict = await store.checkIn(kitId, body.code, checkInTimeOf(body.at, now()), now());
      if (verdict.verdict === "not-found") throw notOnTheList();
      const { guest } = verdict;
      const checkedInAtMs = guest.checkedInAtMs ?? now();
      if (verdict.verdict === "already") throw alreadyCheckedIn(guest, checkedInAtMs);
      return {
        guestId: guest.guestId,
        name: guest.name,
        party: guest.party,
        companions: [...guest.companions],
        checkedInAt: iso(checkedInAtMs),
      };
    },

    async undoCheckIn(kitId, token, guestId) {
      await role(kitId, token);
      if (!GUEST_ID_PATTERN.test(guestId) || !await store.undoCheckIn(kitId, guestId, now())) {
        throw answerNotFound();
      }
    },

    async addCohost(kitId, ownerToken, body) {
      await kits.checkOwner(kitId, ownerToken);
      const token = newCohostToken();
      const cohost = { cohostId: newCohostId(), label: body.label, createdAtMs: now() };
      const added = await store.addCohost(
        kitId,
        { ...cohost, tokenHash: await hashOwnerToken(token) },
        MAX_COHOSTS,
        now(),
      );
      if (added === "not-found") throw kitNotFound();
      if (added === "limit") {
        throw new BrandKitError(
          ErrorCode.VALIDATION_ERROR,
          `An event has at most ${MAX_COHOSTS} co-hosts: revoke one before adding another.`,
          { issues: [{ path: "label", message: `at most ${MAX_COHOSTS} co-hosts` }] },
        );
      }
      return { ...cohostOf(cohost), token };
    },

    async cohosts(kitId, ownerToken) {
      await kits.checkOwner(kitId, ownerToken);
      const cohosts = await store.cohosts(kitId, now());
      if (!cohosts) throw kitNotFound();
      return { cohosts: cohosts.map(cohostOf) };
    },

    async removeCohost(kitId, ownerToken, cohostId) {
      await kits.checkOwner(kitId, ownerToken);
      if (!COHOST_ID_PATTERN.test(cohostId) || !await store.removeCohost(kitId, cohostId, now())) {
        throw cohostNotFound();
      }
    },

    async doorList(kitId, token) {
      await role(kitId, token);
      const kit = await kits.find(kitId);
      const listed = kit ? await deps.guests.guestList(kitId, now()) : null;
      if (!kit || !listed) throw kitNotFound();
      return { kit, going: listed.guests.filter((guest) => guest.status === "going") };
    },
  };
}
