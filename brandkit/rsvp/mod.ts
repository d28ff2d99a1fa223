/**
 * RSVP without an account (issue 28): guests answer a kept kit's event page (going, maybe or no, with their
 * party), change or withdraw their answer with a private token, and the kit's owner sees the list, exports it as
 * CSV and sets the RSVP's deadline and capacity. The schemas (schemas.ts) are browser-safe: the event page uses
 * them too. The answers are kept by the kit store (guest-store.ts is its guest half), beside their kit; the guest
 * book that takes them (guest-book/) stands above both.
 */
export * from "./schemas.ts";
export { COMPANIONS_SEPARATOR, csvCell, GUEST_CSV_COLUMNS, guestsCsv, UTF8_BOM } from "./csv.ts";
export {
  type AnswerDecision,
  type ChangeDecision,
  changedGuest,
  changeProblem,
  CLOSED_MESSAGES,
  companionsProblem,
  currentAnswers,
  decideAnswer,
  decideChange,
  DEFAULT_RSVP_SETTINGS,
  firstName,
  type GuestCount,
  guestLimitMessage,
  kitClosedReason,
  newAnswerProblem,
  notEnoughPlacesMessage,
  promotions,
  repliesProblem,
  revisedAnswers,
  settingsClosedReason,
  unansweredProblem,
  withChange,
  zeroCounts,
} from "./rules.ts";
export type {
  AddGuestVerdict,
  AnswerProblem,
  GuestChange,
  GuestRecord,
  GuestStore,
  GuestTally,
  GuestVerdict,
  NewGuest,
  RsvpSettingsRecord,
} from "./guest-store.ts";
export type { AddCohostVerdict, CheckInVerdict, CohostRecord, DoorStore } from "./door-store.ts";
