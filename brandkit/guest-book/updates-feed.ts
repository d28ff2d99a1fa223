/**
 * A kit's updates as an Atom 1.0 feed (RFC 4287; issue 38), at `/k/{id}/updates.atom`: the feed's id is the event
 * page's URL, its title the event's name, `updated` the newest update's time (the kit's own when it has none), an
 * alternate link to the event page and a self link to the feed; one entry per update, newest first, with its id
 * (the page's URL and `#update-<id>`), its first line as the title (cut at ENTRY_TITLE_MAX characters) and its text
 * as `content type="text"`. Every text is XML-escaped; text people type holds no character XML 1.0 refuses
 * (typed-text.ts).
 */
import type { KitUpdate } from "../kept/kit-updates.ts";

/** The most characters of an entry's title: its text's first line, cut with an ellipsis past this. */
export const ENTRY_TITLE_MAX = 80;

export type UpdatesFeedInput = {
  /** The event's name (the feed's title). */
  name: string;
  /** The kit's written language, for `xml:lang`. */
  lang: string;
  /** The event page's absolute URL: the feed's id and its alternate link. */
  pageUrl: string;
  /** The feed's own absolute URL. */
  feedUrl: string;
  /** Newest first. */
  updates: readonly KitUpdate[];
  /** When the feed has no update: the kit's time, ISO 8601. */
  emptyUpdated: string;
};

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** `text` safe in XML text and in an attribute's quotes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** An entry's title: its text's first line, at most ENTRY_TITLE_MAX characters (code points). */
export function entryTitleOf(text: string): string {
  const line = Array.from(text.split("\n", 1)[0].trim());
  return line.length <= ENTRY_TITLE_MAX ? line.join("") : `${line.slice(0, ENTRY_TITLE_MAX - 1).join("")}…`;
}

/** The feed's XML. */
export function updatesFeed(input: UpdatesFeedInput): string {
  const { pageUrl, feedUrl, updates } = input;
  const updated = updates[0]?.createdAt ?? input.emptyUpdated;
  const entries = updates.map((update) =>
    [
      "  <entry>",
      `    <id>${escapeXml(`${pageUrl}#update-${update.id}`)}</id>`,
      `    <title type="text">${escapeXml(entryTitleOf(update.text))}</title>`,
      `    <updated>${update.createdAt}</updated>`,
      `    <published>${update.createdAt}</published>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
      `    <content type="text">${escapeXml(update.text)}</content>`,
      "  </entry>",
    ].join("\n")
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(input.lang)}">`,
    `  <id>${escapeXml(pageUrl)}</id>`,
    `  <title type="text">${escapeXml(input.name)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(input.name)}</name></author>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
