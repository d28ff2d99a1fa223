/**
 * The rules of RSVP (issue 28), as pure functions of what a store has read inside its transaction:
 * - RSVP is on only for a kit with a date, until its event is over, while its owner keeps it open and before its
 *   deadline;
 * - a kit takes at most BRANDKIT_MAX_GUESTS answers (any answer counts: going, maybe or no);
 * - "going" counts the whole party against the capacity; an answer that does not fit joins the waitlist (never
 *   refused), and places freed (a guest withdraws, goes down to maybe, a smaller party, a capacity raised) go to
 *   the waitlist in the order it answered, to each party that fits;
 * - a place once given is kept: a capacity lowered below those going waitlists nobody, and a guest going who only
 *   changes their name or note, or comes with fewer, stays going;
 * - replies answer the questions the kit asks now (issue 38): a choice offered, every required question replied
 *   to by a guest going or maybe; companions are at most the party less the guest. Replies are kept by question
 *   id, so a question renamed keeps them and one removed keeps them out of sight.
 */
import { eventOverMs } from "../dates/calendar-dates.ts";
import type { AnswerProblem, GuestChange, GuestRecord, RsvpSettingsRecord } from "./guest-store.ts";
import {
  type ClosedReason,
  type GuestStatus,
  type RsvpAnswer,
  type RsvpQuestion,
  tooManyCompanionsMessage,
} from "./schemas.ts";

/**
 * The settings of a kit whose owner never changed them: open, no deadline, no capacity, no names shown, no
 * questions, not listed.
 */
export const DEFAULT_RSVP_SETTINGS: Readonly<RsvpSettingsRecord> = {
  open: true,
  closesAtMs: null,
  capacity: null,
  showNames: false,
  questions: [],
  listed: false,
};

/** The replies of `answers` to the questions asked now: what a guest and the owner see. */
export function currentAnswers(
  answers: Readonly<Record<string, string>>,
  questions: readonly RsvpQuestion[],
): Record<string, string> {
  return Object.fromEntries(
    questions.flatMap((question) =>
      Object.hasOwn(answers, question.id) ? [[question.id, answers[question.id]]] : []
    ),
  );
}

/**
 * The replies kept after a guest sends `given` (the replies to the questions asked now, all of them): those to
 * questions removed since stay as they were.
 */
export function revisedAnswers(
  kept: Readonly<Record<string, string>>,
  given: Readonly<Record<string, string>>,
  questions: readonly RsvpQuestion[],
): Record<string, string> {
  const asked = new Set(questions.map((question) => question.id));
  return {
    ...Object.fromEntries(Object.entries(kept).filter(([id]) => !asked.has(id))),
    ...given,
  };
}

/** What is wrong with replies `given` to `questions`: one to a question not asked, or a choice not offered. */
export function repliesProblem(
  questions: readonly RsvpQuestion[],
  given: Readonly<Record<string, string>>,
): AnswerProblem | null {
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const [id, reply] of Object.entries(given)) {
    const question = byId.get(id);
    if (!question) {
      return { path: "answers", message: "a reply is to a question this event does not ask" };
    }
    if (question.choices && !question.choices.includes(reply)) {
      return { path: "answers", message: `'${question.label}' takes one of its choices` };
    }
  }
  return null;
}

/** A required question without a reply in `replies`, when the guest is going or maybe. */
export function unansweredProblem(
  questions: readonly RsvpQuestion[],
  replies: Readonly<Record<string, string>>,
  answer: RsvpAnswer,
): AnswerProblem | null {
  if (answer === "no") return null;
  const missing = questions.find((question) => question.required && !Object.hasOwn(replies, question.id));
  return missing ? { path: "answers", message: `'${missing.label}' needs an answer` } : null;
}

/** Companions beyond the party less the guest. */
export function companionsProblem(companions: readonly string[], party: number): AnswerProblem | null {
  return companions.length <= party - 1
    ? null
    : { path: "companions", message: tooManyCompanionsMessage(party) };
}

/** What is wrong with a new answer against the kit's questions and its own party, or null. */
export function newAnswerProblem(
  questions: readonly RsvpQuestion[],
  guest: {
    answer: RsvpAnswer;
    answers: Readonly<Record<string, string>>;
    companions: readonly string[];
    party: number;
  },
): AnswerProblem | null {
  return repliesProblem(questions, guest.answers) ??
    unansweredProblem(questions, guest.answers, guest.answer) ??
    companionsProblem(guest.companions, guest.party);
}

/**
 * What is wrong with a change against the kit's questions, given the answer it leaves (`next`, its replies as
 * revisedAnswers keeps them): the replies sent are checked, the required questions when the replies or the answer
 * change, and the companions when they or the party change. Nothing else is checked again, so a guest who only
 * mends their name is not held to a question added after they answered.
 */
export function changeProblem(
  questions: readonly RsvpQuestion[],
  change: GuestChange,
  next: {
    answer: RsvpAnswer;
    answers: Readonly<Record<string, string>>;
    companions: readonly string[];
    party: number;
  },
): AnswerProblem | null {
  if (change.answers !== undefined) {
    const problem = repliesProblem(questions, change.answers);
    if (problem) return problem;
  }
  if (change.answers !== undefined || change.answer !== undefined) {
    const problem = unansweredProblem(questions, currentAnswers(next.answers, questions), next.answer);
    if (problem) return problem;
  }
  if (change.companions !== undefined || change.party !== undefined) {
    return companionsProblem(next.companions, next.party);
  }
  return null;
}

/** The answer a change makes of `current`: its fields changed, its replies revised (revisedAnswers). */
export function changedGuest<T extends Pick<GuestRecord, "answers">>(
  current: T,
  change: GuestChange,
  questions: readonly RsvpQuestion[],
): T {
  const next = withChange<T>(current, change as Partial<T>);
  return change.answers === undefined
    ? next
    : { ...next, answers: revisedAnswers(current.answers, change.answers, questions) };
}

/** Why the kit itself takes no answers (no date, or its event is over), or null. */
export function kitClosedReason(eventDate: string | undefined, nowMs: number): ClosedReason | null {
  if (!eventDate) return "no-date";
  return nowMs >= eventOverMs(eventDate) ? "event-over" : null;
}

/** Why the owner's settings take no answers now (closed, or past the deadline), or null. */
export function settingsClosedReason(settings: RsvpSettingsRecord, nowMs: number): ClosedReason | null {
  if (!settings.open) return "closed-by-owner";
  return settings.closesAtMs !== null && nowMs >= settings.closesAtMs ? "deadline-passed" : null;
}

/** The message of 409 RSVP_CLOSED for each reason. */
export const CLOSED_MESSAGES: Readonly<Record<ClosedReason, string>> = {
  "no-date": "RSVP is off for this event: it has no date yet. Its organiser can add one.",
  "event-over": "RSVP has closed: this event is over.",
  "closed-by-owner": "RSVP is closed: the organiser is not taking answers any more.",
  "deadline-passed": "RSVP is closed: the deadline for answers has passed.",
};

/** The message of 409 GUEST_LIMIT. */
export function guestLimitMessage(maxGuests: number): string {
  return `This event's guest list is full: it takes at most ${maxGuests} answers. Please contact the organiser.`;
}

/** True when `party` more people fit beside `goingPeople` under `capacity` (none: always). */
function fits(party: number, goingPeople: number, capacity: number | null): boolean {
  return capacity === null || goingPeople + party <= capacity;
}

/** What a store has counted of a kit, in its transaction. */
export type GuestCount = {
  /** Answers kept, whatever they are. */
  answers: number;
  /** People whose status is "going" (party sums). */
  goingPeople: number;
};

/** A new answer's fate: its status, or why it is refused. */
export type AnswerDecision =
  | { status: GuestStatus }
  | { refused: "closed"; reason: ClosedReason }
  | { refused: "invalid"; problem: AnswerProblem }
  | { refused: "guest-limit" };

/** Decides a new answer: closed, then its replies and companions (newAnswerProblem), then the guest limit. */
export function decideAnswer(input: {
  settings: RsvpSettingsRecord;
  count: GuestCount;
  maxGuests: number;
  answer: RsvpAnswer;
  party: number;
  /** @default {} */
  answers?: Readonly<Record<string, string>>;
  /** @default [] */
  companions?: readonly string[];
  nowMs: number;
}): AnswerDecision {
  const reason = settingsClosedReason(input.settings, input.nowMs);
  if (reason) return { refused: "closed", reason };
  const problem = newAnswerProblem(input.settings.questions, {
    answer: input.answer,
    answers: input.answers ?? {},
    companions: input.companions ?? [],
    party: input.party,
  });
  if (problem) return { refused: "invalid", problem };
  if (input.count.answers >= input.maxGuests) return { refused: "guest-limit" };
  if (input.answer !== "going") return { status: input.answer };
  return {
    status: fits(input.party, input.count.goingPeople, input.settings.capacity) ? "going" : "waitlist",
  };
}

/** A changed answer's fate: its status, or why it is refused. */
export type ChangeDecision =
  | { status: GuestStatus }
  | { refused: "closed"; reason: ClosedReason }
  | { refused: "invalid"; problem: AnswerProblem }
  | { refused: "not-enough-places"; placesLeft: number };

/**
 * Decides a changed answer: refused while RSVP is closed, or when it does not fit the kit's questions or the party
 * (changeProblem); otherwise its status, with `othersGoingPeople` the
 * people going in every other answer. A guest going stays going with the same or a smaller party, and with a
 * larger one that fits; a larger one that does not fit is refused with the places left (`placesLeft` more people
 * fit beside their party), so nobody loses their place by asking for more. Anyone else asking to go joins the
 * waitlist when they do not fit, as a new answer does.
 */
export function decideChange(input: {
  settings: RsvpSettingsRecord;
  current: Pick<GuestRecord, "status" | "party">;
  othersGoingPeople: number;
  answer: RsvpAnswer;
  party: number;
  /**
   * The change asked and the answer it leaves (changedGuest): checked against the kit's questions and the party
   * (changeProblem). Without it, only places and whether RSVP is open are decided.
   */
  change?: { asked: GuestChange; next: Pick<GuestRecord, "answers" | "companions"> };
  nowMs: number;
}): ChangeDecision {
  const reason = settingsClosedReason(input.settings, input.nowMs);
  if (reason) return { refused: "closed", reason };
  if (input.change) {
    const problem = changeProblem(input.settings.questions, input.change.asked, {
      ...input.change.next,
      answer: input.answer,
      party: input.party,
    });
    if (problem) return { refused: "invalid", problem };
  }
  if (input.answer !== "going") return { status: input.answer };
  const { capacity } = input.settings;
  const fitsNow = fits(input.party, input.othersGoingPeople, capacity);
  if (input.current.status === "going") {
    if (input.party <= input.current.party || fitsNow) return { status: "going" };
    const placesLeft = Math.max(0, (capacity ?? 0) - input.othersGoingPeople - input.current.party);
    return { refused: "not-enough-places", placesLeft };
  }
  return { status: fitsNow ? "going" : "waitlist" };
}

/** The message of 409 NOT_ENOUGH_PLACES: how many places are left, and that the answer stands as it was. */
export function notEnoughPlacesMessage(placesLeft: number, party: number): string {
  const left = placesLeft === 0
    ? "No places are left"
    : placesLeft === 1
    ? "Only 1 more place is left"
    : `Only ${placesLeft} more places are left`;
  return `${left}: your party can be at most ${
    party + placesLeft
  }. Your answer is unchanged, and you keep your place.`;
}

/**
 * The waitlisted answers that now have a place, given in the order they answered: each party that fits beside
 * those going (and those promoted before it) moves up.
 */
export function promotions(
  waitlisted: ReadonlyArray<Pick<GuestRecord, "guestId" | "party">>,
  goingPeople: number,
  capacity: number | null,
): string[] {
  const promoted: string[] = [];
  let going = goingPeople;
  for (const guest of waitlisted) {
    if (!fits(guest.party, going, capacity)) continue;
    promoted.push(guest.guestId);
    going += guest.party;
  }
  return promoted;
}

/** The first name of `name` as the event page may show it: its first word ("Amara Okafor" -> "Amara"). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? "";
}

/** Zero for each status. */
export function zeroCounts(): Record<GuestStatus, number> {
  return { going: 0, maybe: 0, no: 0, waitlist: 0 };
}

/** `base` with the fields `change` gives (an undefined field changes nothing). */
export function withChange<T extends object>(base: T, change: Partial<T>): T {
  const given = Object.entries(change).filter(([, value]) => value !== undefined);
  return { ...base, ...Object.fromEntries(given) };
}
