/**
 * The guest book of kept kits (issue 28): RSVP without an account. What the routes (and the event page) ask of
 * it, over the kit keeper (is the kit live, whose is it, has it a date) and the guest half of the kit store.
 *
 * A guest's id is 128 random bits and their token 256, like a kit's id and owner token; the store keeps only the
 * token's SHA-256 and compares it in constant time. The honeypot (HONEYPOT_FIELD) gets an answer that looks like
 * any other (a fresh id and token, its answer as status) while nothing is kept, so a bot sees no difference; the
 * log says only which kit it hit.
 */
import { BrandKitError, ErrorCode } from "../errors.ts";
import { hashOwnerToken, KIT_ID_PATTERN, newKitId, newOwnerToken } from "../kept/kept-kits.ts";
import type { KeptKitRecord, KitKeeper } from "../kept/kit-keeper.ts";
import type { Log } from "../log.ts";
import { guestsCsv } from "./csv.ts";
import type { GuestRecord, GuestStore, RsvpSettingsRecord } from "./guest-store.ts";
import {
  CLOSED_MESSAGES,
  firstName,
  guestLimitMessage,
  kitClosedReason,
  settingsClosedReason,
  zeroCounts,
} from "./rules.ts";
import type {
  ClosedReason,
  GuestEntry,
  GuestList,
  RsvpAnswered,
  RsvpBody,
  RsvpChange,
  RsvpSettings,
  RsvpSettingsChange,
  RsvpSummary,
} from "./schemas.ts";

/** A guest id: the same shape as a kit id. Anything else is refused before a store is asked. */
export const GUEST_ID_PATTERN = KIT_ID_PATTERN;

export type GuestBookDeps = {
  store: GuestStore;
  kits: Pick<KitKeeper, "find" | "checkOwner">;
  /** BRANDKIT_MAX_GUESTS. */
  maxGuests: number;
  now: () => number;
  /** @default newKitId (128 random bits) */
  newGuestId?: () => string;
  /** @default newOwnerToken (256 random bits) */
  newGuestToken?: () => string;
  /** Told when the honeypot catches an answer. @default nowhere */
  log?: Log;
};

export type GuestBook = {
  /** Keeps a guest's answer; 201's body. Throws KIT_NOT_FOUND, RSVP_CLOSED or GUEST_LIMIT. */
  answer(kitId: string, body: RsvpBody): Promise<RsvpAnswered>;
  /** The guest's own answer, with their token. */
  guest(kitId: string, guestId: string, token: string): Promise<GuestEntry>;
  /** Changes the guest's answer, with their token; RSVP_CLOSED while RSVP is closed. */
  change(kitId: string, guestId: string, token: string, change: RsvpChange): Promise<GuestEntry>;
  /** Removes an answer, with its guest's token or the kit's owner token; allowed while RSVP is closed. */
  withdraw(kitId: string, guestId: string, token: string): Promise<void>;
  /** The owner's guest list. */
  list(kitId: string, ownerToken: string): Promise<GuestList>;
  /** The owner's guest list as CSV (csv.ts). */
  csv(kitId: string, ownerToken: string): Promise<string>;
  /** Changes the kit's RSVP settings, with the owner token; returns them. */
  settings(kitId: string, ownerToken: string, change: RsvpSettingsChange): Promise<RsvpSettings>;
  /** What anyone with the link sees. */
  summary(kitId: string): Promise<RsvpSummary>;
  /** The same of a kit already read (the event page has it). */
  summaryOf(kit: KeptKitRecord): Promise<RsvpSummary>;
};

function kitNotFound(): BrandKitError {
  return new BrandKitError(
    ErrorCode.KIT_NOT_FOUND,
    "There is no kit with this id. It may have expired or been deleted by its maker.",
  );
}

function answerNotFound(): BrandKitError {
  return new BrandKitError(
    ErrorCode.NOT_FOUND,
    "There is no such answer for this event: it may have been withdrawn or removed by the organiser.",
  );
}

function closed(reason: ClosedReason): BrandKitError {
  return new BrandKitError(ErrorCode.RSVP_CLOSED, CLOSED_MESSAGES[reason]);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** An answer as the API shows it. */
export function guestEntryOf(guest: GuestRecord): GuestEntry {
  const { guestId, name, answer, status, party, note } = guest;
  return { guestId, name, answer, status, party, note, at: iso(guest.updatedAtMs) };
}

/** Settings as the API shows them. */
export function rsvpSettingsOf(settings: RsvpSettingsRecord): RsvpSettings {
  const { open, capacity, showNames } = settings;
  return {
    open,
    closesAt: settings.closesAtMs === null ? null : iso(settings.closesAtMs),
    capacity,
    showNames,
  };
}

/** Settings as the store keeps them. */
function settingsChangeOf(change: RsvpSettingsChange): Partial<RsvpSettingsRecord> {
  const { closesAt, ...rest } = change;
  const kept: Partial<RsvpSettingsRecord> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  if (closesAt !== undefined) kept.closesAtMs = closesAt === null ? null : Date.parse(closesAt);
  return kept;
}

export function createGuestBook(deps: GuestBookDeps): GuestBook {
  const { store, kits, now } = deps;
  const newGuestId = deps.newGuestId ?? newKitId;
  const newGuestToken = deps.newGuestToken ?? newOwnerToken;

  const liveKit = async (kitId: string): Promise<KeptKitRecord> => {
    const kit = await kits.find(kitId);
    if (!kit) throw kitNotFound();
    return kit;
  };
  /** The kit of an answer, and the answer's id checked: a malformed one is not looked for. */
  const kitOfAnswer = async (kitId: string, guestId: string) => {
    const kit = await liveKit(kitId);
    if (!GUEST_ID_PATTERN.test(guestId)) throw answerNotFound();
    return kit;
  };
  const closedReasonOf = (kit: KeptKitRecord, settings: RsvpSettingsRecord): ClosedReason | null =>
    kitClosedReason(kit.content.request.eventDate, now()) ?? settingsClosedReason(settings, now());
  const guestVerdict = (verdict: Awaited<ReturnType<GuestStore["guest"]>>): GuestEntry => {
    if (verdict.verdict === "done") return guestEntryOf(verdict.guest);
    if (verdict.verdict === "closed") throw closed(verdict.reason);
    if (verdict.verdict === "forbidden") {
      throw new BrandKitError(ErrorCode.FORBIDDEN, "This token is not this answer's guest token.");
    }
    throw answerNotFound();
  };

  const book: GuestBook = {
    async answer(kitId, body) {
      const kit = await liveKit(kitId);
      const reason = kitClosedReason(kit.content.request.eventDate, now());
      if (reason) throw closed(reason);
      const guestId = newGuestId();
      const guestToken = newGuestToken();
      const keptUntil = iso(kit.expiresAtMs);
      if (body.website) {
        deps.log?.({ level: "info", event: "rsvp-honeypot", kitId });
        return { guestId, guestToken, status: body.answer, keptUntil };
      }
      const { name, answer, party, note } = body;
      const tokenHash = await hashOwnerToken(guestToken);
      const added = await store.addGuest(
        kitId,
        { guestId, tokenHash, name, answer, party, note },
        deps.maxGuests,
        now(),
      );
      if (added.verdict === "added") return { guestId, guestToken, status: added.status, keptUntil };
      if (added.verdict === "closed") throw closed(added.reason);
      if (added.verdict === "guest-limit") {
        throw new BrandKitError(ErrorCode.GUEST_LIMIT, guestLimitMessage(deps.maxGuests));
      }
      throw kitNotFound();
    },

    async guest(kitId, guestId, token) {
      await kitOfAnswer(kitId, guestId);
      return guestVerdict(await store.guest(kitId, guestId, await hashOwnerToken(token), now()));
    },

    async change(kitId, guestId, token, change) {
      const kit = await kitOfAnswer(kitId, guestId);
      const reason = kitClosedReason(kit.content.request.eventDate, now());
      if (reason) throw closed(reason);
      const tokenHash = await hashOwnerToken(token);
      return guestVerdict(await store.changeGuest(kitId, guestId, tokenHash, change, now()));
    },

    async withdraw(kitId, guestId, token) {
      await kitOfAnswer(kitId, guestId);
      const verdict = await store.removeGuest(kitId, guestId, await hashOwnerToken(token), now());
      if (verdict === "forbidden") {
        throw new BrandKitError(
          ErrorCode.FORBIDDEN,
          "This token is neither this answer's guest token nor the kit's owner token.",
        );
      }
      if (verdict === "not-found") throw answerNotFound();
    },

    async list(kitId, ownerToken) {
      await kits.checkOwner(kitId, ownerToken);
      const kit = await liveKit(kitId);
      const listed = await store.guestList(kitId, now());
      if (!listed) throw kitNotFound();
      const counts = zeroCounts();
      const responses = zeroCounts();
      for (const guest of listed.guests) {
        counts[guest.status] += guest.party;
        responses[guest.status] += 1;
      }
      const reason = closedReasonOf(kit, listed.settings);
      return {
        open: reason === null,
        ...reason ? { closedReason: reason } : {},
        settings: rsvpSettingsOf(listed.settings),
        counts,
        responses,
        guests: listed.guests.map(guestEntryOf),
      };
    },

    async csv(kitId, ownerToken) {
      return guestsCsv((await book.list(kitId, ownerToken)).guests);
    },

    async settings(kitId, ownerToken, change) {
      await kits.checkOwner(kitId, ownerToken);
      const settings = await store.setRsvpSettings(kitId, settingsChangeOf(change), now());
      if (!settings) throw kitNotFound();
      return rsvpSettingsOf(settings);
    },

    async summary(kitId) {
      return await book.summaryOf(await liveKit(kitId));
    },

    async summaryOf(kit) {
      const tally = await store.guestTally(kit.id, now());
      if (!tally) throw kitNotFound();
      const { settings, people } = tally;
      const reason = closedReasonOf(kit, settings);
      return {
        open: reason === null,
        ...reason ? { closedReason: reason } : {},
        closesAt: rsvpSettingsOf(settings).closesAt,
        full: settings.capacity !== null && people.going >= settings.capacity,
        counts: { going: people.going, maybe: people.maybe },
        ...settings.showNames && tally.goingNames ? { names: tally.goingNames.map(firstName) } : {},
        keptUntil: iso(kit.expiresAtMs),
      };
    },
  };
  return book;
}
