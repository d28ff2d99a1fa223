/**
 * The per-language copy-lint: copy in one language and only that one (no English function words outside the
 * visitor's own name, place and link), the date written as the language writes it whenever the copy states it,
 * no word for a day relative to today unless the event is that close, no invitation for an event already past,
 * valid hashtags and the event's link on every caption. Independent of the copywriter: days by Date.UTC, the
 * date by Intl.DateTimeFormat, the words from _language-rules.ts.
 */
import type { CopyLanguage } from "../../../../brandkit/languages/mod.ts";
import type { GenerationRequest, KitText } from "../../../../brandkit/schemas.ts";
import { daysBetween } from "./_copy-lint.ts";
import { ENGLISH_WORDS, INVITE_PHRASES, RELATIVE_WORDS } from "./_language-rules.ts";

export type LanguageLintContext = {
  request: GenerationRequest;
  /** YYYY-MM-DD, when the copy was written knowing today. */
  today?: string;
  /** The language the copy must be in. */
  language: CopyLanguage;
  /** The tag its dates are written in ("en-GB"). */
  tag: string;
};

const HASHTAG = /^#\p{L}[\p{L}\p{M}\p{Nd}_]*$/u;

function normalise(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** `text`, or "" when it shows nothing: only spaces, format characters, lone marks and fillers. */
function shown(text: string): string {
  return /[^\s\p{Z}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u.test(text) ? text : "";
}

function squashed(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, "");
}

/** The date as the language writes it, by Intl alone. */
export function writtenDate(isoDate: string, tag: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const instant = new Date(Date.UTC(2000, month - 1, day, 12));
  instant.setUTCFullYear(year);
  return new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(instant);
}

/** `text` without the visitor's own words, the kit's name, the link and hashtags made from them. */
function ownWordsRemoved(text: string, copy: KitText, context: LanguageLintContext): string {
  const { request } = context;
  const name = normalise(request.customEventName);
  const location = normalise(request.eventLocation);
  const whole = [
    name,
    name.replace(/[!?.…！？]+$/u, "").trim(),
    // Without a separator the name was cut off after ("Brooklyn,"): its variations drop it.
    name.replace(/[!?.…！？]+$/u, "").replace(/[\s,;:，：；、]+$/u, ""),
    copy.eventNames[0],
    location,
    ...location.split(/[,;(|·/]/),
  ]
    .map((part) => part.trim()).filter(Boolean);
  // A leading article may have merged with the preposition before it ("em A Baleia" -> "na Baleia").
  const typed = [...whole, ...whole.map((part) => part.replace(/^\p{L}{1,3}\s+/u, ""))]
    .filter(Boolean).sort((a, b) => b.length - a.length);
  const theirs = squashed([name, location, copy.eventNames[0]].join(" "));
  const parts = typed.map(squashed).filter((part) => part.length >= 2);
  const isTheirs = (tag: string) =>
    theirs.includes(squashed(tag)) || parts.some((part) => squashed(tag).includes(part));
  const link = request.eventLink;
  let unlinked = link ? text.split(link).join(" ") : text;
  // The visitor's own "#" is theirs, not a hashtag of ours ("C# Night"); a name of signs alone ("#") is no word
  // to remove, and removing it would turn every hashtag into a word.
  const theirHashes = typed.filter((part) => part.includes("#") && /[\p{L}\p{N}]/u.test(part));
  for (const part of theirHashes) unlinked = unlinked.split(part).join(" ");
  // Hashtags are kept whole (or dropped whole when made from the visitor's words); only the rest is searched.
  return unlinked.split(/(#[^\s#]+)/).map((piece) => {
    if (piece.startsWith("#")) return isTheirs(piece) ? " " : piece;
    let rest = piece;
    for (const part of typed) rest = rest.replace(wholeWords(part), " ");
    return rest;
  }).join("");
}

/** Letters of scripts written with spaces: a visitor's word ending in one must end a word ("To", not "Tous"). */
const SPACED_EDGE = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Nd}]/u;

/** A letter or digit of those scripts, as a regular expression's class. */
const SPACED_LETTER = "[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{M}\\p{Nd}]";

/**
 * `part` wherever it stands as whole words: an edge in a spaced script touches no other letter of one (particles
 * of unspaced scripts may follow: "Old Mill에서", "Old Mill等你").
 */
function wholeWords(part: string): RegExp {
  const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const before = SPACED_EDGE.test(part[0]) ? `(?<!${SPACED_LETTER})` : "";
  const after = SPACED_EDGE.test(part.at(-1)!) ? `(?!${SPACED_LETTER})` : "";
  return new RegExp(`${before}${escaped}${after}`, "gu");
}

/** Our hashtags read as words ("#BonneAmbiance" -> "Bonne Ambiance"). */
function hashtagsAsWords(text: string): string {
  return text.replace(/#(\S+)/g, (_, tag: string) => tag.replace(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|_/gu, " "));
}

function lintRelative(
  field: string,
  text: string,
  days: number | undefined,
  language: CopyLanguage,
): string[] {
  const words = RELATIVE_WORDS[language];
  const rules: Array<[RegExp, (days: number) => boolean, string]> = [
    [words.today, (d) => d === 0, "on the day"],
    [words.tomorrow, (d) => d === 1, "the day before"],
    [words.week, (d) => d >= 2 && d <= 6, "2-6 days ahead"],
  ];
  const seen = days === undefined ? "without today" : `${days} days ahead`;
  return rules.flatMap(([pattern, fits, when]) => {
    const match = pattern.exec(text);
    return match && (days === undefined || !fits(days))
      ? [`${field}: "${match[0]}" only fits ${when}, not ${seen}`]
      : [];
  });
}

function lintHashtags(field: string, text: string): string[] {
  const tags = [...text.matchAll(/#\S*/g)].map((match) => match[0]);
  const problems = tags.filter((tag) => !HASHTAG.test(tag)).map((tag) =>
    `${field}: "${tag}" is not a valid hashtag`
  );
  const lower = tags.map((tag) => tag.toLowerCase());
  const repeated = lower.find((tag, index) => lower.indexOf(tag) !== index);
  return repeated ? [...problems, `${field}: hashtag ${repeated} repeated`] : problems;
}

/** Every problem the lint finds in `copy`, as sentences; none for good copy. */
export function lintLanguage(copy: KitText, context: LanguageLintContext): string[] {
  const { request, today, language, tag } = context;
  const date = request.eventDate;
  const days = date && today ? daysBetween(today, date) : undefined;
  const problems: string[] = [];
  // A name that shows nothing (zero-width characters) is no name: the copy names the event itself.
  const custom = shown(normalise(request.customEventName));
  if (new Set(copy.eventNames.map((name) => name.toLowerCase())).size !== 3) problems.push("names repeat");
  if (custom && copy.eventNames[0] !== custom) problems.push(`the first name is not "${custom}" as typed`);
  const fields: Array<[string, string]> = [
    ["headline", copy.headline],
    ["tagline", copy.tagline],
    ["description", copy.description],
    ...copy.socialCaptions.map((caption, index): [string, string] => [`socialCaptions[${index}]`, caption]),
  ];
  const names = copy.eventNames.map((name, index): [string, string] => [`eventNames[${index}]`, name]);
  const written = date ? writtenDate(date, tag) : "";
  const year = date
    ? new Intl.NumberFormat(tag, { useGrouping: false }).format(Number(date.slice(0, 4)))
    : "";
  for (const [field, text] of [...names, ...fields]) {
    const ours = hashtagsAsWords(ownWordsRemoved(text, copy, context));
    const english = language === "en" ? null : ours.match(ENGLISH_WORDS);
    if (english) problems.push(`${field}: English "${english.join(", ")}" in ${language} copy`);
    problems.push(...lintRelative(field, ours, days, language));
    if (field.startsWith("eventNames")) continue;
    if (days !== undefined && days < 0 && INVITE_PHRASES[language].test(ours)) {
      problems.push(
        `${field}: "${ours.match(INVITE_PHRASES[language])![0]}" invites to an event ${-days} days ago`,
      );
    }
    const sentences = ownWordsRemoved(text, copy, context).replace(/#\S+/g, " ");
    if (
      year && new RegExp(`(?<!\\p{Nd})${year}(?!\\p{Nd})`, "u").test(sentences) && !text.includes(written)
    ) {
      problems.push(`${field}: states the date but not as "${written}"`);
    }
    if (!field.startsWith("socialCaptions")) continue;
    problems.push(...lintHashtags(field, ownWordsRemoved(text, copy, context)));
    if (request.eventLink && !text.endsWith(`\n${request.eventLink}`)) {
      problems.push(`${field}: lacks the link`);
    }
  }
  const stated = days === undefined || days < 0 || days > 6;
  if (date && stated && !copy.socialCaptions[0].includes(written)) {
    problems.push(`socialCaptions[0]: does not state the date "${written}"`);
  }
  return problems;
}
