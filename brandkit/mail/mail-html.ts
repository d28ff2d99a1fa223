/**
 * The one look of every mail a guest gets (issue 38): the frame (the event's name on the kit's hero colour above
 * a white card, in the kit's language and direction; inline styles only, no remote image, no tracking) and the
 * pieces the mails put in it, each text escaped. The colours are the event page's (event/theme.ts), held to the
 * contrast rule.
 */
import type { EventTheme } from "../event/theme.ts";

/** `text` safe in HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

/** `pattern` with each `{slot}` replaced by its value. */
export function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, slot: string) => values[slot] ?? whole);
}

/** One line without line breaks (a header must not be split by what a kit's name holds). */
export const oneLine = (text: string): string => text.replace(/[\r\n]+/g, " ").trim();

const h = escapeHtml;
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif";

/** What a mail's HTML is made of: the card's and the footer's markup are the mail's own (already escaped). */
export type MailFrame = {
  language: string;
  dir: "ltr" | "rtl";
  subject: string;
  /** The event's name, the frame's heading. */
  event: string;
  theme: EventTheme;
  /** The white card's content. */
  card: string;
  /** Under the card: why the guest gets the mail (and how to stop them). */
  footer: string;
};

/** The whole HTML document of a mail. */
export function mailHtml(frame: MailFrame): string {
  const { theme } = frame;
  return `<!DOCTYPE html>
<html lang="${h(frame.language)}" dir="${frame.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${
    h(frame.subject)
  }</title></head>
<body style="margin:0;padding:0;background:${theme.page};color:${theme.pageInk};${FONT}">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="background:${theme.hero};color:${theme.heroInk};padding:24px;border-radius:12px 12px 0 0">
<h1 style="margin:0;font-size:24px;line-height:1.25">${h(frame.event)}</h1>
</div>
<div style="background:#ffffff;color:#16121c;padding:24px;border-radius:0 0 12px 12px">
${frame.card}
</div>
${frame.footer}
</div>
</body>
</html>
`;
}

/** A paragraph of `text`, with `style` (margins, size). */
export function paragraph(text: string, style = "margin:0 0 12px"): string {
  return `<p style="${style}">${h(text)}</p>`;
}

/** The greeting and what the mail is about, in larger type. */
export function opening(greeting: string, lead: string): string {
  return `${paragraph(greeting)}\n<p style="margin:0 0 16px;font-size:18px"><strong>${h(lead)}</strong></p>`;
}

/** The event's facts ("When", "Where"), each label in the link colour above its value. */
export function factLines(facts: ReadonlyArray<readonly [string, string]>, theme: EventTheme): string {
  return facts.map(([label, value]) =>
    `<p style="margin:0 0 8px"><strong style="color:${theme.link}">${h(label)}</strong><br>${h(value)}</p>`
  ).join("\n");
}

/** A link drawn as a button in the kit's accent. */
export function buttonLink(href: string, label: string, theme: EventTheme, margin = "0 0 16px"): string {
  return `<p style="margin:${margin}"><a href="${
    h(href)
  }" style="display:inline-block;background:${theme.accent};color:${theme.accentInk};padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${
    h(label)
  }</a></p>`;
}

/**
 * A going guest's ticket (issue 39): its label, the code in large type, left to right in every language, and
 * what to do with it, in a dashed box of the link colour.
 */
export function ticketBlock(
  code: string,
  words: { ticketLabel: string; ticketNote: string },
  theme: EventTheme,
): string {
  return `<div style="margin:0 0 16px;padding:16px;border:2px dashed ${theme.link};border-radius:8px;text-align:center">
<p style="margin:0 0 4px;font-size:13px">${h(words.ticketLabel)}</p>
<p dir="ltr" style="margin:0 0 8px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:28px;letter-spacing:2px"><strong>${
    h(code)
  }</strong></p>
<p style="margin:0;font-size:13px">${h(words.ticketNote)}</p>
</div>`;
}
