/**
 * The confirmation a guest gets right after an answer that gives an address (issue 38): one mail, in the KIT's
 * language (languages/mail-words/), as plain text and HTML (inline styles in the kit's colours held to the
 * contrast rule: event/theme.ts; no remote image, no tracking pixel, no link but the guest's own private link),
 * with the event's calendar file attached (the same UID and SEQUENCE as the kit's calendar). It carries no
 * List-Unsubscribe: the guest asked for it by giving the address.
 */
import { eventCalendar, kitCalendarUid } from "../documents/calendar.ts";
import { eventTheme } from "../event/theme.ts";
import { eventWhen } from "../event/when.ts";
import type { KeptKitRecord } from "../kept/kept-record.ts";
import type { MailMessage } from "../kept/mail-store.ts";
import { baseLanguage, textDirection, writtenLanguage } from "../languages/language.ts";
import { mailWords } from "../languages/mail-words/mod.ts";
import { formatCheckInCode } from "../rsvp/check-in-code.ts";
import type { AddressedAnswer } from "../guest-book/guest-book.ts";
import { answerPrivateLink } from "./links.ts";
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

/** The calendar file's name, as in the kit's files. */
export const CALENDAR_ATTACHMENT = "event.ics";
/** The content type of a calendar file to add (METHOD:PUBLISH). */
export const PUBLISHED_CALENDAR_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/** The confirmation of `answer` to the event of `kit`, whose event page is `pageUrl` (absolute). */
export function confirmationMail(
  kit: KeptKitRecord,
  answer: AddressedAnswer,
  pageUrl: string,
  now: () => number,
): MailMessage {
  const { kit: brandKit, request } = kit.content;
  const language = writtenLanguage(brandKit.language);
  const words = mailWords(baseLanguage(language));
  const event = oneLine(brandKit.selectedName);
  const when = eventWhen(request, language)?.text;
  const place = request.eventLocation?.trim() || undefined;
  const link = answerPrivateLink(pageUrl, answer.guestId, answer.guestToken);
  const answered = fill(words.answered[answer.status], { event });
  const party = fill(words.party, { count: new Intl.NumberFormat(language).format(answer.party) });
  const subject = fill(words.confirmationSubject, { event });
  const ticket = answer.checkInCode === undefined ? undefined : formatCheckInCode(answer.checkInCode);

  const facts: Array<[string, string]> = [
    ...when ? [[words.when, when] as [string, string]] : [],
    ...place ? [[words.where, place] as [string, string]] : [],
  ];
  const text = [
    fill(words.greeting, { name: answer.name }),
    "",
    answered,
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...answer.status === "no" ? [] : [party],
    "",
    ...ticket ? [`${words.ticketLabel}: ${ticket}`, words.ticketNote, ""] : [],
    words.changeIntro,
    link,
    "",
    words.keepPrivate,
    "",
    words.calendarNote,
    "",
    "--",
    words.why,
    "",
  ].join("\n");

  const theme = eventTheme(brandKit.design?.colors ?? brandKit.brandGuide.colors);
  const small = "margin:0 0 12px;font-size:13px";
  const html = mailHtml({
    language,
    dir: textDirection(language),
    subject,
    event,
    theme,
    card: [
      opening(fill(words.greeting, { name: answer.name }), answered),
      factLines(facts, theme),
      answer.status === "no" ? "" : paragraph(party, "margin:0 0 16px"),
      ticket ? ticketBlock(ticket, words, theme) : "",
      paragraph(words.changeIntro, "margin:16px 0 12px"),
      buttonLink(link, words.changeButton, theme),
      `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${
        escapeHtml(link)
      }" style="color:${theme.link}">${escapeHtml(link)}</a></p>`,
      paragraph(words.keepPrivate, small),
      paragraph(words.calendarNote, small),
    ].join("\n"),
    footer: paragraph(words.why, "margin:16px 0 0;font-size:12px"),
  });

  const attachments = request.eventDate
    ? [{
      filename: CALENDAR_ATTACHMENT,
      contentType: PUBLISHED_CALENDAR_TYPE,
      content: eventCalendar({ kit: brandKit, request }, {
        now: () => new Date(now()),
        uid: kitCalendarUid(kit.id),
        sequence: kit.calendarSequence,
      }),
    }]
    : [];
  return { to: answer.email, subject, text, html, attachments };
}
