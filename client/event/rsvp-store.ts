/**
 * The RSVP of the event page in the browser (issue 28). It starts from what the server rendered (the counts, the
 * answer of this browser's cookie, what the last form post came to), so hydration matches; then, with JavaScript,
 * answers go to the JSON API without a reload: the answer's id and token are kept in localStorage per kit and
 * given back as a private link, which brings the answer into the form in any browser.
 *
 * An answer made without JavaScript lives in an HttpOnly cookie no script can read: while the page shows one,
 * the form is left to post itself (the server changes or withdraws that answer), never sent through the API.
 */
import type { GuestEntry, RsvpSummary } from "../../brandkit/web.ts";
import { apiErrorStatus } from "../api/api-error.ts";
import type { Message } from "../i18n/translator.ts";
import type { EventRsvpData } from "./event-data.ts";
import {
  forgetGuestKey,
  type GuestKey,
  guestKeyOfLink,
  type GuestStorage,
  privateLink,
  readGuestKey,
  writeGuestKey,
} from "./guest-answer.ts";
import type { RsvpAnswerInput, RsvpApi } from "./rsvp-api.ts";
import { ANSWERED, refusalMessage, RSVP_WORDS } from "./rsvp-messages.ts";

/** This browser's answer: kept with its token (the API changes it) or in the cookie (`key` null: the form does). */
export type MyAnswer = { entry: GuestEntry; key: GuestKey | null };

export type RsvpState = {
  summary: RsvpSummary;
  mine: MyAnswer | null;
  /** The private link of an answer kept with its token. */
  link: string | null;
  busy: "sending" | "withdrawing" | null;
  /** What the last action came to, for the live region (said in the page's language when shown). */
  said: Message | null;
  /** Why the last answer was refused, and the field at fault. */
  refusal: { message: Message; field?: string } | null;
  /** Counts the answers loaded into the form from the server (a private link, this browser's key). */
  loads: number;
};

export type RsvpStoreDeps = {
  kitId: string;
  /** The event page's absolute link: private links are made from it. */
  pageUrl: string;
  api: RsvpApi;
  storage: () => GuestStorage | null;
  location: () => { pathname: string; search: string; hash: string };
  replaceUrl: (url: string) => void;
  now: () => number;
  /** A new answer's Idempotency-Key. @default crypto.randomUUID */
  newAnswerKey?: () => string;
};

export type RsvpStore = {
  getState(): RsvpState;
  subscribe(listener: () => void): () => void;
  /** After hydration: the answer of a private link, or the one this browser keeps. */
  start(): Promise<void>;
  /**
   * Sends the form's answer through the API; false when the form should post itself instead (the answer is the
   * cookie's).
   */
  submit(input: RsvpAnswerInput): Promise<boolean>;
  /** Withdraws the answer kept with its token. */
  withdraw(): Promise<void>;
  /** Reads the counts and whether RSVP is open again (the owner changed them). */
  refresh(): Promise<void>;
};

/** The state the server rendered. */
export function initialRsvpState(data: EventRsvpData): RsvpState {
  const { answer, outcome } = data;
  let said: Message | null = null;
  if (outcome?.kind === "answered") {
    said = answer && answer.guestId === outcome.guestId ? ANSWERED[answer.status] : RSVP_WORDS.received;
  } else if (outcome?.kind === "withdrawn") said = RSVP_WORDS.withdrawn;
  return {
    summary: data.summary,
    mine: answer ? { entry: answer, key: null } : null,
    link: null,
    busy: null,
    said,
    refusal: outcome?.kind === "refused"
      ? { message: refusalMessage(outcome), ...outcome.field ? { field: outcome.field } : {} }
      : null,
    loads: 0,
  };
}

/** The refusal an API error makes: its message and field, or a plain failure. */
function refusalOf(error: unknown): RsvpState["refusal"] {
  const failure = error as {
    code?: unknown;
    issues?: Array<{ path: string }>;
    retryAfter?: number;
    placesLeft?: number;
  };
  const code = typeof failure?.code === "string" && apiErrorStatus(error) !== undefined
    ? failure.code
    : "INTERNAL";
  // The form's field: the first part of the path ("answers.<id>" is the answers).
  const field = code === "VALIDATION_ERROR"
    ? failure.issues?.[0]?.path?.split(/[.[]/)[0] || undefined
    : undefined;
  return {
    message: refusalMessage({ code, field, retryAfter: failure.retryAfter, placesLeft: failure.placesLeft }),
    ...field ? { field } : {},
  };
}

/** True for the answers that are gone or not this token's (404, 403): the browser forgets its key. */
function isLost(error: unknown): boolean {
  const status = apiErrorStatus(error);
  return status === 404 || status === 403;
}

export function createRsvpStore(initial: EventRsvpData, deps: RsvpStoreDeps): RsvpStore {
  let state = initialRsvpState(initial);
  const listeners = new Set<() => void>();
  const set = (patch: Partial<RsvpState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const refreshSummary = () => deps.api.summary(deps.kitId).then((summary) => set({ summary }), () => {}); // the counts can wait

  const newAnswerKey = deps.newAnswerKey ?? (() => crypto.randomUUID());
  /**
   * The key of the new answer last sent, while its fate is unknown (the network failed): sending the same answer
   * again reuses it, so the server answers the first one instead of keeping two.
   */
  let unsettled: { key: string; input: string } | null = null;
  const answerKeyFor = (input: RsvpAnswerInput) => {
    const sent = JSON.stringify(input);
    if (unsettled?.input !== sent) unsettled = { key: newAnswerKey(), input: sent };
    return unsettled.key;
  };

  const keep = (entry: GuestEntry, key: GuestKey) =>
    set({ mine: { entry, key }, link: privateLink(deps.pageUrl, key) });

  /**
   * A new answer going: its ticket (issue 39), which only the answer as the server keeps it carries. Read once the
   * answer shows; an answer changed or withdrawn meanwhile is left as it is, and a failure leaves the answer
   * without its ticket until the page is opened again.
   */
  const readTicket = async (shown: GuestEntry, key: GuestKey) => {
    try {
      const entry = await deps.api.guest(deps.kitId, key.guestId, key.guestToken);
      if (state.mine?.entry === shown) keep(entry, key);
    } catch {
      // The answer stands; its ticket comes with the next load.
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async start() {
      if (state.mine) return; // the cookie's answer: the server showed it
      const fromLink = guestKeyOfLink(deps.location());
      if (fromLink) {
        writeGuestKey(deps.storage(), deps.kitId, fromLink);
        // The token leaves the address bar, so a copied address never carries it.
        deps.replaceUrl(`${deps.location().pathname}#rsvp`);
      }
      const key = fromLink ?? readGuestKey(deps.storage(), deps.kitId);
      if (!key) return;
      try {
        const entry = await deps.api.guest(deps.kitId, key.guestId, key.guestToken);
        keep(entry, key);
        set({ loads: state.loads + 1, ...fromLink ? { said: RSVP_WORDS.loaded } : {} });
      } catch (error) {
        if (!isLost(error)) return; // offline for a moment: the key stays for next time
        forgetGuestKey(deps.storage(), deps.kitId);
        if (fromLink) set({ said: RSVP_WORDS.linkLost });
      }
    },

    async submit(input) {
      const mine = state.mine;
      if (mine && !mine.key) return false;
      if (state.busy) return true;
      set({ busy: "sending", refusal: null, said: null });
      try {
        if (mine?.key) {
          const { name, answer, party, note, answers, companions, email } = input;
          const entry = await deps.api.change(deps.kitId, mine.key.guestId, mine.key.guestToken, {
            name,
            answer,
            party,
            note,
            answers,
            companions,
            // An address given with a change (issue 38); left empty, the one kept stays.
            ...email ? { email } : {},
          });
          keep(entry, mine.key);
          set({ said: entry.status === "waitlist" ? ANSWERED.waitlist : RSVP_WORDS.changed });
        } else {
          const answered = await deps.api.answer(deps.kitId, input, answerKeyFor(input));
          unsettled = null;
          const key = { guestId: answered.guestId, guestToken: answered.guestToken };
          writeGuestKey(deps.storage(), deps.kitId, key);
          const entry: GuestEntry = {
            guestId: answered.guestId,
            name: input.name.trim(),
            answer: input.answer,
            status: answered.status,
            party: input.party,
            note: input.note.trim(),
            answers: Object.fromEntries(
              Object.entries(input.answers ?? {}).map(([id, reply]) => [id, reply.trim()]),
            ),
            companions: (input.companions ?? []).map((companion) => companion.trim()),
            at: new Date(deps.now()).toISOString(),
          };
          keep(entry, key);
          set({ said: ANSWERED[answered.status] });
          if (answered.status === "going") void readTicket(entry, key);
        }
        void refreshSummary();
      } catch (error) {
        if (mine?.key && isLost(error)) {
          forgetGuestKey(deps.storage(), deps.kitId);
          set({ mine: null, link: null });
        }
        // Refused, the answer was not kept: a new attempt is a new answer. Unreached, it may have been.
        if (apiErrorStatus(error) !== 0) unsettled = null;
        set({ refusal: refusalOf(error) });
      } finally {
        set({ busy: null });
      }
      return true;
    },

    refresh: refreshSummary,

    async withdraw() {
      const key = state.mine?.key;
      if (!key || state.busy) return;
      set({ busy: "withdrawing", refusal: null, said: null });
      try {
        await deps.api.withdraw(deps.kitId, key.guestId, key.guestToken);
        forgetGuestKey(deps.storage(), deps.kitId);
        set({ mine: null, link: null, said: RSVP_WORDS.withdrawn });
        void refreshSummary();
      } catch (error) {
        if (isLost(error)) {
          forgetGuestKey(deps.storage(), deps.kitId);
          set({ mine: null, link: null, said: RSVP_WORDS.withdrawn });
        } else set({ refusal: refusalOf(error) });
      } finally {
        set({ busy: null });
      }
    },
  };
}
