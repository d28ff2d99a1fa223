/**
 * The guest book of kept kits (issue 28): RSVP without an account. What the routes (and the event page) ask of
 * it, over the kit keeper (is the kit live, whose is it, has it a date) and the guest half of the kit store.
 *
 * A guest's id is 128 random bits and their token 256, like a kit's id and owner token; the store keeps only the
 * token's SHA-256 and compares it in constant time. The honeypot (HONEYPOT_FIELD) gets an answer that looks like
 * any other (a fresh id and token, its answer as status) while nothing is kept, so a bot sees no difference; the
 * log says only which kit it hit.
 *
 * The owner's questions (issue 38) get their ids here: one sent back with its id keeps it (and its replies), a
 * new one gets 128 random bits. A guest's replies are checked against them by the rules, in the store's
 * transaction; what a guest and the owner see of them are the replies to the questions asked now.
 */
import { BrandKitError, ErrorCode } from "../errors.ts";
import { hashOwnerToken, kitNotFound, newKitId, newOwnerToken } from "../kept/kept-kits.ts";
import type { KitKeeper } from "../kept/kit-keeper.ts";
import type { KeptKitRecord } from "../kept/kept-record.ts";
import type { Log } from "../log.ts";
import { newCheckInCode } from "../rsvp/check-in-code.ts";
import { guestsCsv } from "../rsvp/csv.ts";
import type { DoorStore } from "../rsvp/door-store.ts";
import type { GuestRecord, GuestStore, GuestVerdict, RsvpSettingsRecord } from "../rsvp/guest-store.ts";
import { type DoorRole, doorRoleOf } from "./door-role.ts";
import { createTrappedAnswers } from "./trapped-answers.ts";
import {
  changedGuest,
  CLOSED_MESSAGES,
  currentAnswers,
  decideAnswer,
  decideChange,
  firstName,
  guestLimitMessage,
  kitClosedReason,
  notEnoughPlacesMessage,
  settingsClosedReason,
  zeroCounts,
} from "../rsvp/rules.ts";
import {
  type ClosedReason,
  GUEST_ID_PATTERN,
  type GuestEntry,
  type GuestList,
  type GuestStatus,
  type RsvpAnswered,
  type RsvpBody,
  type RsvpChange,
  type RsvpQuestion,
  type RsvpSettings,
  type RsvpSettingsChange,
  type RsvpSummary,
} from "../rsvp/schemas.ts";

export type GuestBookDeps = {
  store: GuestStore;
  /** Who else may read the list: the kit's co-hosts (issue 39). */
  door: Pick<DoorStore, "isCohost">;
  kits: Pick<KitKeeper, "find" | "checkOwner">;
  /** BRANDKIT_MAX_GUESTS. */
  maxGuests: number;
  now: () => number;
  /** @default newKitId (128 random bits) */
  newGuestId?: () => string;
  /** @default newOwnerToken (256 random bits) */
  newGuestToken?: () => string;
  /** A new question's id. @default newKitId (128 random bits) */
  newQuestionId?: () => string;
  /** A new answer's ticket (issue 39). @default newCheckInCode (49 random bits) */
  newCheckInCode?: () => string;
  /** Told when the honeypot catches an answer. @default nowhere */
  log?: Log;
  /**
   * Queues the confirmation of an answer that gives an address (issue 38: mail/guest-mail.ts), when the server
   * sends mail. Without it an address is neither kept nor used: a guest's `email` is dropped.
   */
  confirm?: (kit: KeptKitRecord, answer: AddressedAnswer) => Promise<unknown>;
};

/** An answer that gives an address, as its confirmation needs it. */
export type AddressedAnswer = {
  guestId: string;
  /** The guest's token: only in their private link, never in a header. */
  guestToken: string;
  email: string;
  name: string;
  status: GuestStatus;
  party: number;
  /** The guest's ticket, when they are going (issue 39). */
  checkInCode?: string;
};

export type GuestBook = {
  /**
   * Keeps a guest's answer; 201's body. Throws KIT_NOT_FOUND, RSVP_CLOSED or GUEST_LIMIT. The same
   * `idempotencyKey` with the same answer within ANSWER_REPLAY_MS answers the first answer's guest again, with a
   * new token (the earlier one stops working), and adds nothing.
   */
  answer(kitId: string, body: RsvpBody, options?: { idempotencyKey?: string }): Promise<RsvpAnswered>;
  /** The guest's own answer, with their token. */
  guest(kitId: string, guestId: string, token: string): Promise<GuestEntry>;
  /** Changes the guest's answer, with their token; RSVP_CLOSED while RSVP is closed. */
  change(kitId: string, guestId: string, token: string, change: RsvpChange): Promise<GuestEntry>;
  /** Removes an answer, with its guest's token or the kit's owner token; allowed while RSVP is closed. */
  withdraw(kitId: string, guestId: string, token: string): Promise<void>;
  /**
   * The guest list, with the owner's token or a co-host's (issue 39): a co-host's has no mail addresses. Throws
   * UNAUTHORIZED or FORBIDDEN as doorRoleOf does.
   */
  list(kitId: string, token: string): Promise<GuestList>;
  /** The guest list as CSV (csv.ts), with the owner's token or a co-host's. */
  csv(kitId: string, token: string): Promise<string>;
  /** Changes the kit's RSVP settings, with the owner token; returns them. */
  settings(kitId: string, ownerToken: string, change: RsvpSettingsChange): Promise<RsvpSettings>;
  /** What anyone with the link sees. */
  summary(kitId: string): Promise<RsvpSummary>;
  /** The same of a kit already read (the event page has it). */
  summaryOf(kit: KeptKitRecord): Promise<RsvpSummary>;
};

/** 404 NOT_FOUND: no such answer (withdrawn, removed by the organiser, or never given). */
export function answerNotFound(): BrandKitError {
  return new BrandKitError(
    ErrorCode.NOT_FOUND,
    "There is no such answer for this event: it may have been withdrawn or removed by the organiser.",
  );
}

/** 403 FORBIDDEN: a token that is not the answer's guest's. */
function notTheGuestsToken(): BrandKitError {
  return new BrandKitError(ErrorCode.FORBIDDEN, "This token is not this answer's guest token.");
}

function closed(reason: ClosedReason): BrandKitError {
  return new BrandKitError(ErrorCode.RSVP_CLOSED, CLOSED_MESSAGES[reason]);
}

/** 400 VALIDATION_ERROR of `what` ("RSVP", "change of answer"): the field at fault and what is wrong with it. */
function invalid(what: string, problem: { path: string; message: string }): BrandKitError {
  return new BrandKitError(
    ErrorCode.VALIDATION_ERROR,
    `Invalid ${what}: ${problem.path}: ${problem.message}`,
    {
      issues: [{ path: problem.path, message: problem.message }],
    },
  );
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * What an answer's Idempotency-Key is kept as: the SHA-256 of the key and the answer's fields, so a key reused
 * for another answer is another answer, and finding a guest by key takes both.
 */
async function answerKeyOf(idempotencyKey: string, body: RsvpBody): Promise<string> {
  const { name, answer, party, note, answers, companions } = body;
  const replies = Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return await hashOwnerToken(
    JSON.stringify([idempotencyKey, name, answer, party, note, replies, companions]),
  );
}

/** A honeypot answer's id for its key: the same key gets the same id, as a real answer's replay does. */
async function trapIdOf(answerKey: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`trap:${answerKey}`));
  return btoa(String.fromCharCode(...new Uint8Array(digest).slice(0, 16)))
    .replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** Who reads an answer: its guest, the kit's owner, or a co-host at the door (issue 39). */
export type GuestEntryReader = "guest" | DoorRole;

/**
 * An answer as `reader` sees it: its replies to the questions asked now (`questions`), no others; its ticket
 * while it is going; when it was checked in, for the door; its address, for the owner alone.
 */
export function guestEntryOf(
  guest: GuestRecord,
  questions: readonly RsvpQuestion[],
  reader: GuestEntryReader = "guest",
): GuestEntry {
  const { guestId, name, answer, status, party, note } = guest;
  const forOwner = reader === "owner";
  return {
    guestId,
    name,
    answer,
    status,
    party,
    note,
    answers: currentAnswers(guest.answers, questions),
    companions: [...guest.companions],
    // The address is the owner's to see alone: never in what the guest's own page or anyone else reads.
    ...forOwner && guest.email ? { email: guest.email } : {},
    ...forOwner && guest.unsubscribed ? { unsubscribed: true } : {},
    // A ticket while going alone: a guest waitlisted, maybe or not going has none (issue 39).
    ...status === "going" ? { checkInCode: guest.checkInCode } : {},
    ...reader !== "guest" && guest.checkedInAtMs !== undefined
      ? { checkedInAt: iso(guest.checkedInAtMs) }
      : {},
    at: iso(guest.updatedAtMs),
  };
}

/** Settings as the API shows them. */
export function rsvpSettingsOf(settings: RsvpSettingsRecord): RsvpSettings {
  const { open, capacity, showNames, listed } = settings;
  return {
    open,
    closesAt: settings.closesAtMs === null ? null : iso(settings.closesAtMs),
    capacity,
    showNames,
    questions: settings.questions.map((question) => ({ ...question })),
    listed,
  };
}

/**
 * The questions as the store keeps them: each sent with an id keeps it, when the event asks it now (400
 * naming the id otherwise); each new one gets `newId()`; `required` false unless said.
 */
function questionsOf(
  sent: NonNullable<RsvpSettingsChange["questions"]>,
  asked: readonly RsvpQuestion[],
  newId: () => string,
): RsvpQuestion[] {
  const known = new Set(asked.map((question) => question.id));
  return sent.map((question, index) => {
    if (question.id !== undefined && !known.has(question.id)) {
      throw invalid("RSVP settings", {
        path: `questions[${index}].id`,
        message: "this event asks no question with this id: leave the id out to add a new question",
      });
    }
    return {
      id: question.id ?? newId(),
      label: question.label,
      ...question.choices ? { choices: question.choices } : {},
      required: question.required ?? false,
    };
  });
}

/** Settings as the store keeps them (the questions already given their ids). */
function settingsChangeOf(
  change: RsvpSettingsChange,
  questions: RsvpQuestion[] | undefined,
): Partial<RsvpSettingsRecord> {
  const { closesAt, questions: _sent, ...rest } = change;
  const kept: Partial<RsvpSettingsRecord> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  if (closesAt !== undefined) kept.closesAtMs = closesAt === null ? null : Date.parse(closesAt);
  if (questions !== undefined) kept.questions = questions;
  return kept;
}

export function createGuestBook(deps: GuestBookDeps): GuestBook {
  const { store, kits, now } = deps;
  const newGuestId = deps.newGuestId ?? newKitId;
  const newGuestToken = deps.newGuestToken ?? newOwnerToken;
  const newQuestionId = deps.newQuestionId ?? newKitId;
  const newCode = deps.newCheckInCode ?? newCheckInCode;
  const trapped = createTrappedAnswers();

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
  const guestVerdict = (verdict: GuestVerdict, what = "change of answer"): GuestEntry => {
    if (verdict.verdict === "done") return guestEntryOf(verdict.guest, verdict.questions);
    if (verdict.verdict === "closed") throw closed(verdict.reason);
    if (verdict.verdict === "invalid") throw invalid(what, verdict.problem);
    if (verdict.verdict === "not-enough-places") {
      throw new BrandKitError(
        ErrorCode.NOT_ENOUGH_PLACES,
        notEnoughPlacesMessage(verdict.placesLeft, verdict.party),
        { placesLeft: verdict.placesLeft },
      );
    }
    if (verdict.verdict === "forbidden") throw notTheGuestsToken();
    throw answerNotFound();
  };

  /** The kit's tally; KIT_NOT_FOUND when the kit is gone. */
  const liveTally = async (kitId: string) => {
    const tally = await store.guestTally(kitId, now());
    if (!tally) throw kitNotFound();
    return tally;
  };
  /** The status the rules give a honeypot answer against the kit's tally, as they would a real one. */
  const trappedStatus = async (
    kitId: string,
    body: RsvpBody,
  ): Promise<{ status: GuestStatus; questions: RsvpQuestion[] }> => {
    const tally = await liveTally(kitId);
    const answers = Object.values(tally.responses).reduce((sum, count) => sum + count, 0);
    const decision = decideAnswer({
      settings: tally.settings,
      count: { answers, goingPeople: tally.people.going },
      maxGuests: deps.maxGuests,
      answer: body.answer,
      party: body.party,
      answers: body.answers,
      companions: body.companions,
      nowMs: now(),
    });
    if (!("refused" in decision)) return { status: decision.status, questions: tally.settings.questions };
    if (decision.refused === "closed") throw closed(decision.reason);
    if (decision.refused === "invalid") throw invalid("RSVP", decision.problem);
    throw new BrandKitError(ErrorCode.GUEST_LIMIT, guestLimitMessage(deps.maxGuests));
  };

  /** A honeypot answer, answered as a real one would be and kept apart (trapped-answers.ts). */
  const trap = async (kit: KeptKitRecord, body: RsvpBody, answerKey: string | undefined) => {
    const { status } = await trappedStatus(kit.id, body);
    deps.log?.({ level: "info", event: "rsvp-honeypot", kitId: kit.id });
    // The same key answers the same id, as a real replay does.
    const guestId = answerKey === undefined ? newGuestId() : await trapIdOf(answerKey);
    const guestToken = newGuestToken();
    const { name, answer, party, note, answers, companions } = body;
    const guest: GuestRecord = {
      guestId,
      name,
      answer,
      status,
      party,
      note,
      answers,
      companions,
      checkInCode: newCode(),
      createdAtMs: now(),
      updatedAtMs: now(),
    };
    trapped.keep(kit.id, guest, await hashOwnerToken(guestToken), now());
    return { guestId, guestToken, status, keptUntil: iso(kit.expiresAtMs) };
  };

  /** The honeypot's answer `guestId`, when the store has no such answer and `tokenHash` opens it. */
  const trappedGuest = (kitId: string, guestId: string, tokenHash: string): GuestRecord => {
    const found = trapped.find(kitId, guestId, tokenHash, now());
    if (found === "forbidden") throw notTheGuestsToken();
    if (found === "not-found") throw answerNotFound();
    return found.found;
  };

  const book: GuestBook = {
    async answer(kitId, body, options = {}) {
      const kit = await liveKit(kitId);
      const reason = kitClosedReason(kit.content.request.eventDate, now());
      if (reason) throw closed(reason);
      const answerKey = options.idempotencyKey === undefined
        ? undefined
        : await answerKeyOf(options.idempotencyKey, body);
      if (body.website) return await trap(kit, body, answerKey);
      const guestId = newGuestId();
      const guestToken = newGuestToken();
      const keptUntil = iso(kit.expiresAtMs);
      const { name, answer, party, note, answers, companions } = body;
      // An address is kept only when the server sends mail.
      const email = deps.confirm ? body.email : undefined;
      const tokenHash = await hashOwnerToken(guestToken);
      const checkInCode = newCode();
      const added = await store.addGuest(
        kitId,
        {
          guestId,
          tokenHash,
          name,
          answer,
          party,
          note,
          answers,
          companions,
          checkInCode,
          ...email ? { email } : {},
          ...answerKey ? { answerKey } : {},
        },
        deps.maxGuests,
        now(),
      );
      if (added.verdict === "added") {
        if (email && deps.confirm) {
          await deps.confirm(kit, {
            guestId,
            guestToken,
            email,
            name,
            status: added.status,
            party,
            ...added.status === "going" ? { checkInCode } : {},
          });
        }
        return { guestId, guestToken, status: added.status, keptUntil };
      }
      if (added.verdict === "replayed") {
        return { guestId: added.guest.guestId, guestToken, status: added.guest.status, keptUntil };
      }
      if (added.verdict === "closed") throw closed(added.reason);
      if (added.verdict === "invalid") throw invalid("RSVP", added.problem);
      if (added.verdict === "guest-limit") {
        throw new BrandKitError(ErrorCode.GUEST_LIMIT, guestLimitMessage(deps.maxGuests));
      }
      throw kitNotFound();
    },

    async guest(kitId, guestId, token) {
      await kitOfAnswer(kitId, guestId);
      const tokenHash = await hashOwnerToken(token);
      const verdict = await store.guest(kitId, guestId, tokenHash, now());
      if (verdict.verdict === "not-found") {
        const trappedOne = trappedGuest(kitId, guestId, tokenHash);
        return guestEntryOf(trappedOne, (await liveTally(kitId)).settings.questions);
      }
      return guestVerdict(verdict);
    },

    async change(kitId, guestId, token, change) {
      const kit = await kitOfAnswer(kitId, guestId);
      const reason = kitClosedReason(kit.content.request.eventDate, now());
      if (reason) throw closed(reason);
      const tokenHash = await hashOwnerToken(token);
      const { email, ...rest } = change;
      // An address is kept only when the server sends mail; "" clears it.
      const kept = deps.confirm && email !== undefined ? { ...rest, email } : rest;
      const verdict = await store.changeGuest(kitId, guestId, tokenHash, kept, now());
      if (verdict.verdict === "done" && email && deps.confirm) {
        // A change that gives an address gets the confirmation (once per address: its dedupe key).
        const { guest } = verdict;
        await deps.confirm(kit, {
          guestId,
          guestToken: token,
          email,
          name: guest.name,
          status: guest.status,
          party: guest.party,
          ...guest.status === "going" ? { checkInCode: guest.checkInCode } : {},
        });
      }
      if (verdict.verdict !== "not-found") return guestVerdict(verdict);
      // The honeypot's answer, changed by the same rules against the real tally.
      const current = trappedGuest(kitId, guestId, tokenHash);
      const tally = await liveTally(kitId);
      const { questions } = tally.settings;
      const next = changedGuest(current, rest, questions);
      const decision = decideChange({
        settings: tally.settings,
        current,
        othersGoingPeople: tally.people.going,
        answer: next.answer,
        party: next.party,
        change: { asked: rest, next },
        nowMs: now(),
      });
      if ("refused" in decision) {
        return guestVerdict(
          decision.refused === "closed"
            ? { verdict: "closed", reason: decision.reason }
            : decision.refused === "invalid"
            ? { verdict: "invalid", problem: decision.problem }
            : { verdict: "not-enough-places", placesLeft: decision.placesLeft, party: current.party },
        );
      }
      const changed = { ...next, status: decision.status, updatedAtMs: now() };
      trapped.replace(kitId, changed);
      return guestEntryOf(changed, questions);
    },

    async withdraw(kitId, guestId, token) {
      await kitOfAnswer(kitId, guestId);
      const tokenHash = await hashOwnerToken(token);
      const verdict = await store.removeGuest(kitId, guestId, tokenHash, now());
      if (verdict === "forbidden") {
        throw new BrandKitError(
          ErrorCode.FORBIDDEN,
          "This token is neither this answer's guest token nor the kit's owner token.",
        );
      }
      if (verdict === "not-found") {
        trappedGuest(kitId, guestId, tokenHash);
        trapped.forget(guestId);
      }
    },

    async list(kitId, token) {
      const reader = await doorRoleOf({ kits, store: deps.door, now }, kitId, token);
      const kit = await liveKit(kitId);
      const listed = await store.guestList(kitId, now());
      if (!listed) throw kitNotFound();
      const counts = { ...zeroCounts(), arrived: 0 };
      const responses = { ...zeroCounts(), arrived: 0 };
      for (const guest of listed.guests) {
        counts[guest.status] += guest.party;
        responses[guest.status] += 1;
        if (guest.status === "going" && guest.checkedInAtMs !== undefined) {
          counts.arrived += guest.party;
          responses.arrived += 1;
        }
      }
      const reason = closedReasonOf(kit, listed.settings);
      return {
        open: reason === null,
        ...reason ? { closedReason: reason } : {},
        settings: rsvpSettingsOf(listed.settings),
        counts,
        responses,
        guests: listed.guests.map((guest) => guestEntryOf(guest, listed.settings.questions, reader)),
      };
    },

    async csv(kitId, token) {
      const list = await book.list(kitId, token);
      return guestsCsv(list.guests, list.settings.questions);
    },

    async settings(kitId, ownerToken, change) {
      await kits.checkOwner(kitId, ownerToken);
      const questions = change.questions === undefined
        ? undefined
        : questionsOf(change.questions, (await liveTally(kitId)).settings.questions, newQuestionId);
      const settings = await store.setRsvpSettings(kitId, settingsChangeOf(change, questions), now());
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
        questions: rsvpSettingsOf(settings).questions,
        listed: settings.listed,
        keptUntil: iso(kit.expiresAtMs),
      };
    },
  };
  return book;
}
