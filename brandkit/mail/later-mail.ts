/**
 * The later mails a guest gets (issue 38), after the confirmation: the owner's update, the event moved (its new
 * calendar file attached, METHOD:REQUEST, the same UID and the new SEQUENCE), and the reminder before the event.
 * Each in the KIT's language (languages/mail-words/), as plain text and HTML in the kit's colours (no remote
 * image, no tracking), with a link to the event page and the guest's one-click unsubscribe link, which its
 * `List-Unsubscribe` and `List-Unsubscribe-Post` headers carry too (RFC 2369, RFC 8058). They hold no private
 * link: the guest's token is not kept, only its hash. The reminder, the event-moved mail and the mail to a guest
 * moved up from the waitlist carry a going guest's ticket's code (issue 39), to show at the door.
 */
import { eventCalendar, kitCalendarUid } from "../documents/calendar.ts";
import { eventTheme } from "../event/theme.ts";
import { eventWhen } from "../event/when.ts";
import type { KeptKitRecord } from "../kept/kept-record.ts";
import type { MailMessage, MailRecipient } from "../kept/mail-store.ts";
import { baseLanguage, textDirection, writtenLanguage } from "../languages/language.ts";
import { type MailWords, mailWords } from "../languages/mail-words/mod.ts";
import { formatCheckInCode } from "../rsvp/check-in-code.ts";
import { CALENDAR_ATTACHMENT, PUBLISHED_CALENDAR_TYPE } from "./confirmation.ts";
import {
  buttonLink,
  escapeHtml,
  factLines,
  fill,
  mailHtml,
  oneLine,
  opening,
  paragraph,
  ticketBlock,
} from "./mail-html.ts";
import { listUnsubscribeHeaders } from "./unsubscribe.ts";

/** What a later mail is about: an update's text, the event moved, the reminder, or a place freed (issue 39). */
export type LaterMailSubject =
  | { kind: "update"; text: string }
  | { kind: "change" }
  | { kind: "reminder" }
  | { kind: "promoted" };

/** Each later mail's subject and first words. */
const LATER_WORDS: Record<
  LaterMailSubject["kind"],
  { subject: (words: MailWords) => string; intro: (words: MailWords) => string }
> = {
  update: { subject: (words) => words.updateSubject, intro: (words) => words.updateIntro },
  change: { subject: (words) => words.changedSubject, intro: (words) => words.changedIntro },
  reminder: { subject: (words) => words.reminderSubject, intro: (words) => words.reminderIntro },
  promoted: { subject: (words) => words.promotedSubject, intro: (words) => words.promotedIntro },
};

/** The content type of the calendar file of a moved event: an iTIP request that updates the entry. */
export const CHANGE_CALENDAR_TYPE = "text/calendar; charset=utf-8; method=REQUEST";

/** The later mail `about` of kit `kit` to `recipient`, with the event page and the guest's unsubscribe URL. */
export function laterMail(
  kit: KeptKitRecord,
  recipient: Pick<MailRecipient, "email" | "name"> & Partial<Pick<MailRecipient, "checkInCode" | "status">>,
  about: LaterMailSubject,
  links: {
    pageUrl: string;
    unsubscribeUrl: string;
    /**
     * The address the mail comes from: the moved event's calendar names it as ORGANIZER, the guest as ATTENDEE,
     * and is an iTIP REQUEST that updates the entry. Without it the calendar is a PUBLISH.
     */
    organizer?: string;
  },
  now: () => number,
): MailMessage {
  const { kit: brandKit, request } = kit.content;
  const language = writtenLanguage(brandKit.language);
  const words = mailWords(baseLanguage(language));
  const event = oneLine(brandKit.selectedName);
  const when = eventWhen(request, language)?.text;
  const place = request.eventLocation?.trim() || undefined;
  const subject = fill(LATER_WORDS[about.kind].subject(words), { event });
  const intro = fill(LATER_WORDS[about.kind].intro(words), { event });
  const facts: Array<[string, string]> = about.kind === "update" ? [] : [
    ...when ? [[words.when, when] as [string, string]] : [],
    ...place ? [[words.where, place] as [string, string]] : [],
  ];
  const { organizer } = links;
  const attachments = about.kind === "change" && request.eventDate
    ? [{
      filename: CALENDAR_ATTACHMENT,
      contentType: organizer ? CHANGE_CALENDAR_TYPE : PUBLISHED_CALENDAR_TYPE,
      content: eventCalendar({ kit: brandKit, request }, {
        now: () => new Date(now()),
        uid: kitCalendarUid(kit.id),
        sequence: kit.calendarSequence,
        ...organizer
          ? {
            method: "REQUEST",
            invitation: {
              organizer: { name: event, email: organizer },
              attendee: {
                name: recipient.name,
                email: recipient.email,
                answer: recipient.status === "going" || recipient.status === undefined
                  ? "ACCEPTED"
                  : "TENTATIVE",
              },
            },
          }
          : {},
      }),
    }]
    : [];
  const greeting = fill(words.greeting, { name: recipient.name });
  const ticket = about.kind !== "update" && recipient.checkInCode
    ? formatCheckInCode(recipient.checkInCode)
    : undefined;
  const { pageUrl, unsubscribeUrl } = links;

  const text = [
    greeting,
    "",
    intro,
    "",
    ...about.kind === "update" ? [about.text, ""] : [],
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...facts.length > 0 ? [""] : [],
    ...ticket ? [`${words.ticketLabel}: ${ticket}`, words.ticketNoteLater, ""] : [],
    `${words.pageButton}: ${pageUrl}`,
    "",
    ...attachments.length > 0 ? [words.changedCalendarNote, ""] : [],
    "--",
    words.laterWhy,
    unsubscribeUrl,
    "",
  ].join("\n");

  const theme = eventTheme(brandKit.design?.colors ?? brandKit.brandGuide.colors);
  const html = mailHtml({
    language,
    dir: textDirection(language),
    subject,
    event,
    theme,
    card: [
      opening(greeting, intro),
      about.kind === "update"
        ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-inline-start:4px solid ${theme.accent};white-space:pre-line">${
          escapeHtml(about.text)
        }</blockquote>`
        : factLines(facts, theme),
      ticket
        ? ticketBlock(ticket, { ticketLabel: words.ticketLabel, ticketNote: words.ticketNoteLater }, theme)
        : "",
      buttonLink(pageUrl, words.pageButton, theme, "16px 0"),
      attachments.length > 0 ? paragraph(words.changedCalendarNote, "margin:0 0 12px;font-size:13px") : "",
    ].join("\n"),
    footer: `${paragraph(words.laterWhy, "margin:16px 0 4px;font-size:12px")}
<p style="margin:0;font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}" style="color:${theme.pageInk}">${
      escapeHtml(words.unsubscribe)
    }</a></p>`,
  });
  return {
    to: recipient.email,
    subject,
    text,
    html,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
    attachments,
  };
}
