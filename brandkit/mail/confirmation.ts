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
import type { GuestStatus } from "../rsvp/schemas.ts";
import { answerPrivateLink } from "./links.ts";

/** What the confirmation says of the answer. */
export type ConfirmedAnswer = {
  guestId: string;
  /** The guest's token: only in the private link, never in a header. */
  guestToken: string;
  email: string;
  name: string;
  status: GuestStatus;
  party: number;
  /** The guest's ticket, while they are going (issue 39). */
  checkInCode?: string;
};

/** The calendar file's name, as in the kit's files. */
export const CALENDAR_ATTACHMENT = "event.ics";

/** `text` safe in HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

/** `pattern` with each `{slot}` replaced by its value. */
export function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, slot: string) => values[slot] ?? whole);
}

/**
 * A going guest's ticket in a mail's HTML (issue 39): its label, the code in large type, left to right in every
 * language, and what to do with it, in a dashed box of `border` colour.
 */
export function ticketBlock(
  code: string,
  words: { ticketLabel: string; ticketNote: string },
  border: string,
): string {
  const h = escapeHtml;
  return `<div style="margin:0 0 16px;padding:16px;border:2px dashed ${border};border-radius:8px;text-align:center">
<p style="margin:0 0 4px;font-size:13px">${h(words.ticketLabel)}</p>
<p dir="ltr" style="margin:0 0 8px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:28px;letter-spacing:2px"><strong>${
    h(code)
  }</strong></p>
<p style="margin:0;font-size:13px">${h(words.ticketNote)}</p>
</div>`;
}

/** One line without line breaks (a header must not be split by what a kit's name holds). */
export const oneLine = (text: string): string => text.replace(/[\r\n]+/g, " ").trim();

/** The confirmation of `answer` to the event of `kit`, whose event page is `pageUrl` (absolute). */
export function confirmationMail(
  kit: KeptKitRecord,
  answer: ConfirmedAnswer,
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
  const dir = textDirection(language);
  const h = escapeHtml;
  const font = "font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif";
  const html = `<!DOCTYPE html>
<html lang="${h(language)}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${
    h(subject)
  }</title></head>
<body style="margin:0;padding:0;background:${theme.page};color:${theme.pageInk};${font}">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="background:${theme.hero};color:${theme.heroInk};padding:24px;border-radius:12px 12px 0 0">
<h1 style="margin:0;font-size:24px;line-height:1.25">${h(event)}</h1>
</div>
<div style="background:#ffffff;color:#16121c;padding:24px;border-radius:0 0 12px 12px">
<p style="margin:0 0 12px">${h(fill(words.greeting, { name: answer.name }))}</p>
<p style="margin:0 0 16px;font-size:18px"><strong>${h(answered)}</strong></p>
${
    facts.map(([label, value]) =>
      `<p style="margin:0 0 8px"><strong style="color:${theme.link}">${h(label)}</strong><br>${h(value)}</p>`
    ).join("\n")
  }
${answer.status === "no" ? "" : `<p style="margin:0 0 16px">${h(party)}</p>`}
${ticket ? ticketBlock(ticket, words, theme.link) : ""}
<p style="margin:16px 0 12px">${h(words.changeIntro)}</p>
<p style="margin:0 0 16px"><a href="${
    h(link)
  }" style="display:inline-block;background:${theme.accent};color:${theme.accentInk};padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${
    h(words.changeButton)
  }</a></p>
<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${
    h(link)
  }" style="color:${theme.link}">${h(link)}</a></p>
<p style="margin:0 0 12px;font-size:13px">${h(words.keepPrivate)}</p>
<p style="margin:0 0 12px;font-size:13px">${h(words.calendarNote)}</p>
</div>
<p style="margin:16px 0 0;font-size:12px">${h(words.why)}</p>
</div>
</body>
</html>
`;

  const attachments = request.eventDate
    ? [{
      filename: CALENDAR_ATTACHMENT,
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      content: eventCalendar({ kit: brandKit, request }, {
        now: () => new Date(now()),
        uid: kitCalendarUid(kit.id),
        sequence: kit.calendarSequence,
      }),
    }]
    : [];
  return { to: answer.email, subject, text, html, attachments };
}
