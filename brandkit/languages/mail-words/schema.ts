/**
 * The one shape of every language's mail words (mail-words/<lang>.json, issue 38): the words of the mails a
 * guest gets, in the kit's language. A pattern names what it is filled with in braces ("{event}") and must keep
 * every one.
 */
import { z } from "zod";
import { COPY_LANGUAGES } from "../registry.ts";
import { Text, withSlots } from "../phrases/_blocks.ts";

export const MailWordsSchema = z.strictObject({
  language: z.enum(COPY_LANGUAGES),
  /** For translators: what to keep in mind. */
  notes: z.string().optional(),
  /** The confirmation's subject, with {event}: "Your answer to Neon Nights". */
  confirmationSubject: withSlots("event"),
  /** The greeting, with {name}: "Hello Ada,". */
  greeting: withSlots("name"),
  /** What the guest answered, by status, each with {event}. */
  answered: z.strictObject({
    going: withSlots("event"),
    maybe: withSlots("event"),
    no: withSlots("event"),
    waitlist: withSlots("event"),
  }),
  /** The label of the event's day and time. */
  when: Text,
  /** The label of the event's place. */
  where: Text,
  /** The label of the party, with {count}: "Party: {count}". */
  party: withSlots("count"),
  /** Before the private link. */
  changeIntro: Text,
  /** The private link's button. */
  changeButton: Text,
  /** That the link is the guest's alone. */
  keepPrivate: Text,
  /** That the event is attached as a calendar file. */
  calendarNote: Text,
  /** Why the guest gets this mail. */
  why: Text,
  /** An owner's update's subject, with {event}: "News from Neon Nights". */
  updateSubject: withSlots("event"),
  /** Before the update's text, with {event}. */
  updateIntro: withSlots("event"),
  /** The subject of the mail sent when the event moved, with {event}. */
  changedSubject: withSlots("event"),
  /** That the event's date, time or place changed, with {event}; its new facts follow. */
  changedIntro: withSlots("event"),
  /** That the attached calendar file updates the entry. */
  changedCalendarNote: Text,
  /** The reminder's subject, with {event}. */
  reminderSubject: withSlots("event"),
  /** The reminder's words, with {event}. */
  reminderIntro: withSlots("event"),
  /** The event page's button. */
  pageButton: Text,
  /** The unsubscribe link's words. */
  unsubscribe: Text,
  /** Why the guest gets a later mail, and how to stop them (the unsubscribe link follows). */
  laterWhy: Text,
  /** The label of a going guest's check-in code (issue 39): "Your check-in code". */
  ticketLabel: Text,
  /** What to do with it: show it at the door; the private link (below, in the confirmation) shows it as a QR code. */
  ticketNote: Text,
  /** The same in a later mail, which holds no private link: the confirmation's shows the QR code. */
  ticketNoteLater: Text,
  /** The subject of the mail to a guest moved up from the waitlist, with {event}. */
  promotedSubject: withSlots("event"),
  /** That a place freed up and the guest is going now, with {event}; their ticket follows. */
  promotedIntro: withSlots("event"),
});
export type MailWords = z.output<typeof MailWordsSchema>;
