/**
 * Kept kits as the core sees them (issue 19): what a kit store keeps, the store's interface (SQLite by default,
 * Postgres for many instances: adapters/kit-store-*.ts), and the ids and owner tokens. An id carries 128 random
 * bits and a token 256, both URL-safe; a store keeps only the token's SHA-256, and tokens are compared in
 * constant time. A kit store keeps its kits' guests too (rsvp/guest-store.ts), and the owner's updates
 * (kit-updates.ts), so they go with their kit.
 */
import { BrandKitError, ErrorCode } from "../errors.ts";
import type { DoorStore } from "../rsvp/door-store.ts";
import type { GuestStore } from "../rsvp/guest-store.ts";
import type { UpdateStore } from "./kit-updates.ts";
import type { MailStore } from "./mail-store.ts";

/** 404 KIT_NOT_FOUND: no live kit has this id (it never did, has expired, or was deleted by its maker). */
export function kitNotFound(): BrandKitError {
  return new BrandKitError(
    ErrorCode.KIT_NOT_FOUND,
    "There is no kit with this id. It may have expired or been deleted by its maker.",
  );
}

const KIT_ID_BYTES = 16;
const OWNER_TOKEN_BYTES = 32;

/** One kept kit. */
export type KeptKit = {
  id: string;
  /** The kit as the API answers it, without its id, link or token. */
  kit: unknown;
  /**
   * The graphics the kit shows: the media store keeps them while the kit lives. (The media of its `files` are
   * kept too, without being listed here.)
   */
  mediaIds: readonly string[];
  createdAtMs: number;
  expiresAtMs: number;
  /** Counts the owner's changes (0 when kept); files made for one revision are dropped by the next. */
  revision: number;
  /**
   * Files made for the kit after it was kept (its extra formats: "story.png", "poster-print.pdf"), by file
   * name, each the media id it is stored under. Empty when kept and after each change by the owner.
   */
  files: Readonly<Record<string, string>>;
  /**
   * The SEQUENCE of the kit's calendar (its event.ics and calendar.ics, issue 38): 0 when kept, raised by one
   * with every change of the event's name, date, time, end time, time zone or place (KitChange.calendarChanged).
   */
  calendarSequence: number;
};

/** What `insert` takes: a new kit has no revision, files or calendar changes yet. */
export type NewKeptKit = Omit<KeptKit, "revision" | "files" | "calendarSequence">;

/** What an owner's change found: done, no such live kit, or a token that is not the owner's. */
export type OwnerVerdict = "done" | "not-found" | "forbidden";
/** A live kit read for its owner, or why not. */
export type OwnedKit = { verdict: "done"; kit: KeptKit } | { verdict: Exclude<OwnerVerdict, "done"> };

/** What an owner's edit found: an owner's verdict, or "stale" when the kit moved past the revision edited. */
export type EditVerdict = OwnerVerdict | "stale";

/** An owner's change of a kept kit: its new content and graphics, and optionally its revision and expiry. */
export type KitChange = Pick<KeptKit, "kit" | "mediaIds"> & {
  /** Change only a kit still at this revision (the `If-Match` of an edit). @default any revision */
  expectedRevision?: number;
  /** Keep the kit until then (an edit that moves the event's date). @default as it was */
  expiresAtMs?: number;
  /**
   * The change moves the event in a calendar (its name, date, time, end time, time zone or place:
   * calendarFactsChanged): the kit's calendarSequence goes up by one in the same write. @default false
   */
  calendarChanged?: boolean;
};

/**
 * Where kits are kept, their guests' answers (GuestStore), their door (DoorStore: check-ins and co-hosts) and their
 * owners' updates (UpdateStore). Every call takes the time, so expiry is tested with an injected clock.
 */
export interface KitStore extends GuestStore, DoorStore, UpdateStore {
  /**
   * The outbox and the guests' mail flags in the same database (mail-store.ts); absent in a store that keeps no
   * mail (the tests' fakes).
   */
  readonly mail?: MailStore;
  /** Keeps a new kit with the hash of its owner's token. */
  insert(kit: NewKeptKit, ownerTokenHash: string): Promise<void>;
  /**
   * The live kit's revision, or null when there is none or it has expired: one cheap look-up, for what is made
   * once per revision and kept (the share page).
   */
  liveRevision(id: string, nowMs: number): Promise<number | null>;
  /** The kit, or null when there is none or it has expired. */
  get(id: string, nowMs: number): Promise<KeptKit | null>;
  /**
   * Live kit `id` when `ownerToken` is its owner's (compared in constant time), in one look-up: what an owner's
   * edit reads before it changes the kit. "not-found" or "forbidden" otherwise; changes nothing.
   */
  ownedKit(id: string, ownerToken: string, nowMs: number): Promise<OwnedKit>;
  /** Whether `ownerToken` is the owner's of live kit `id` (compared in constant time); changes nothing. */
  ownerVerdict(id: string, ownerToken: string, nowMs: number): Promise<OwnerVerdict>;
  /**
   * Replaces a live kit's content and graphics, when `ownerToken` is its owner's: its revision goes up by one
   * and its files are dropped (they showed the old content). With `expectedRevision`, nothing changes unless the
   * kit is still at that revision ("stale" otherwise, with the revision it is at); with `expiresAtMs`, the kit
   * lives until then; with `calendarChanged`, its calendarSequence goes up by one. Returns with the verdict the
   * kit's revision (the new one when done), its calendar's sequence when done, and the media that no live kit
   * shows any more (the old graphics and files), for the media store to remove.
   */
  update(
    id: string,
    change: KitChange,
    ownerToken: string,
    nowMs: number,
  ): Promise<{ verdict: EditVerdict; unkeptMedia: string[]; revision?: number; calendarSequence?: number }>;
  /** Keeps a live kit until `expiresAtMs`, when `ownerToken` is its owner's; nothing else changes. */
  setExpiry(id: string, ownerToken: string, expiresAtMs: number, nowMs: number): Promise<OwnerVerdict>;
  /**
   * Deletes a live kit, when `ownerToken` is its owner's; returns with the verdict the graphics that no live kit
   * shows any more, for the media store to remove (a deleted kit's images are gone too).
   */
  delete(
    id: string,
    ownerToken: string,
    nowMs: number,
  ): Promise<{ verdict: OwnerVerdict; unkeptMedia: string[] }>;
  /**
   * Keeps files made for a live kit's `revision` (name -> media id, merged with those it has). Returns false,
   * keeping nothing, when the kit is gone or has moved on to another revision meanwhile. Anyone may add files:
   * they are made from the kit itself, so they change nothing its owner said.
   */
  addFiles(
    id: string,
    revision: number,
    files: Readonly<Record<string, string>>,
    nowMs: number,
  ): Promise<boolean>;
  /** Of `mediaIds`, those a live kit shows, as a graphic or a file (the media store's bound must not evict them). */
  keptMedia(mediaIds: readonly string[], nowMs: number): Promise<Set<string>>;
  /**
   * Deletes up to `limit` expired kits, each by exactly one caller however many instances purge at once;
   * returns the graphics that no live kit shows any more, for the media store to remove.
   */
  purgeExpired(nowMs: number, limit: number): Promise<string[]>;
  /** Resolves when the database answers; throws (STORE_UNAVAILABLE) when it does not. For /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** A new kit id (128 random bits). */
export function newKitId(): string {
  return base64Url(randomBytes(KIT_ID_BYTES));
}

/** A new owner token (256 random bits), given to the kit's maker only. */
export function newOwnerToken(): string {
  return base64Url(randomBytes(OWNER_TOKEN_BYTES));
}

/** The hex SHA-256 of an owner token: what a store keeps instead of the token. */
export async function hashOwnerToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** True when two hashes are equal, in time that depends only on their length. */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** True when `token` is the owner's, whose hash a store kept. */
export async function isOwner(token: string, keptHash: string): Promise<boolean> {
  return sameHash(await hashOwnerToken(token), keptHash);
}
