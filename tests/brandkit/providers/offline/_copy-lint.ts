/**
 * The copy-lint: the rules a kit's copy must keep, checked on the copy alone, each answer a readable problem.
 * It reimplements what it can independently of the copywriter (day counts with Date.UTC, doubled words, the
 * hashtag shape); a/an agreement uses the copywriter's own article() (pinned by its table test), so the lint
 * catches any article written without it ("with a underground twist"). Text the visitor typed (their name,
 * place and vibes) is theirs: problems inside it are not the copywriter's.
 */
import { article } from "../../../../brandkit/providers/offline/_article.ts";
import { weightedLength } from "../../../../brandkit/providers/offline/_post-length.ts";
import type { GenerationRequest, KitText } from "../../../../brandkit/schemas.ts";

/** The longest caption (X). */
const MAX_CAPTION_LENGTH = 280;
const HASHTAG = /^#\p{L}[\p{L}\p{M}\p{Nd}_]*$/u;
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const DAY_MS = 86_400_000;
const DAY_COUNT_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

export type LintContext = {
  request: GenerationRequest;
  /** YYYY-MM-DD, when the copy was written knowing today. */
  today?: string;
};

/** Days from `today` to `date` (both YYYY-MM-DD), by Date.UTC. */
export function daysBetween(today: string, date: string): number {
  const utc = (text: string) =>
    new Date(0).setUTCFullYear(+text.slice(0, 4), +text.slice(5, 7) - 1, +text.slice(8, 10));
  return Math.round((utc(date) - utc(today)) / DAY_MS);
}

function normalise(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** `text`, or "" when it shows nothing: only spaces, format characters, lone marks and fillers. */
function shown(text: string): string {
  return /[^\s\p{Z}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u.test(text) ? text : "";
}

/** Character ranges of `text` that are the visitor's own words. */
function userRanges(text: string, context: LintContext): Array<[number, number]> {
  const { request } = context;
  const typed = [normalise(request.customEventName), normalise(request.eventLocation), ...request.vibes]
    .map(normalise).filter(Boolean);
  const lower = text.toLowerCase();
  const ranges: Array<[number, number]> = [];
  for (const phrase of typed) {
    const stem = phrase.replace(/[!?.…]+$/u, "");
    // The copy may show a place without the preposition the visitor typed before it ("at an Neon" as "an Neon").
    const parts = [
      phrase,
      stem,
      stem.replace(/^the\s+/i, ""),
      stem.replace(/^(?:at|in|on)\s+/i, ""),
      ...phrase.split(/\s*[,;(|·/]\s*/),
    ]
      .map((part) => part.toLowerCase()).filter(Boolean);
    for (const part of parts) {
      for (let at = lower.indexOf(part); at >= 0; at = lower.indexOf(part, at + 1)) {
        ranges.push([at, at + part.length]);
      }
    }
  }
  return ranges;
}

function inside(ranges: Array<[number, number]>, index: number): boolean {
  return ranges.some(([start, end]) => index >= start && index < end);
}

/** Words doubled in a row within a clause, as [word, index of the first, index of the second]. */
function doubled(text: string): Array<[string, number, number]> {
  const found: Array<[string, number, number]> = [];
  const tokens = [...text.matchAll(/\S+/g)];
  const bare = (token: string) => token.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
  for (let index = 1; index < tokens.length; index++) {
    const [before, word] = [tokens[index - 1][0], tokens[index][0]];
    if (/[.,:;!?…—–)\]"”]$/.test(before) || /^[(\["“]/.test(word)) continue;
    if (bare(word) && /[\p{L}\p{N}]/u.test(bare(word)) && bare(word) === bare(before)) {
      found.push([bare(word), tokens[index - 1].index!, tokens[index].index!]);
    }
  }
  return found;
}

function lintArticles(field: string, text: string, ranges: Array<[number, number]>): string[] {
  const problems: string[] = [];
  // A hashtag made from the name ("#An" for a name ending in "an") is no article.
  for (const match of text.matchAll(/(?<![\p{L}\p{N}'’.#-])(a|an)\s+([^\s]+)/giu)) {
    if (inside(ranges, match.index!)) continue;
    const next = match[2];
    if (!/^[\p{L}\p{N}]/u.test(next) || !/^[A-Za-z0-9]/.test(next.normalize("NFD"))) continue;
    const expected = article(next);
    if (match[1].toLowerCase() !== expected) {
      problems.push(`${field}: "${match[0]}" should be "${expected} ${next}"`);
    }
  }
  return problems;
}

function lintDoubled(field: string, text: string, ranges: Array<[number, number]>, allowed: Set<string>) {
  const typedTogether = (first: number, second: number) =>
    ranges.some(([start, end]) => first >= start && second < end);
  return doubled(text).filter(([word, first, second]) => !allowed.has(word) && !typedTogether(first, second))
    .map(([word]) => `${field}: "${word} ${word}" says a word twice`);
}

/** What X counts a link as, however long. */
const LINK_WEIGHT = 23;

function lintCaption(
  field: string,
  caption: string,
  ranges: Array<[number, number]>,
  link: string | undefined,
): string[] {
  const problems: string[] = [];
  // With a link, the caption ends with it on a line of its own; X counts it as LINK_WEIGHT.
  const linkLine = link ? `\n${link}` : "";
  if (link && !caption.endsWith(linkLine)) problems.push(`${field}: does not end with the event's link`);
  const words = link && caption.endsWith(linkLine) ? caption.slice(0, -linkLine.length) : caption;
  const weighted = weightedLength(words) + (link ? 1 + LINK_WEIGHT : 0);
  if (weighted > MAX_CAPTION_LENGTH || [...words].length > MAX_CAPTION_LENGTH) {
    problems.push(`${field}: ${weighted} characters as X counts them (at most 280)`);
  }
  const tags: string[] = [];
  for (const match of caption.matchAll(/#\S*/g)) {
    const token = match[0];
    if (HASHTAG.test(token)) tags.push(token.toLowerCase());
    else if (!inside(ranges, match.index!)) problems.push(`${field}: "${token}" is not a valid hashtag`);
  }
  const repeated = tags.filter((tag, index) => tags.indexOf(tag) !== index);
  if (repeated.length > 0) problems.push(`${field}: hashtag ${repeated[0]} repeated`);
  return problems;
}

/**
 * `name` with the visitor's own words replaced by "§" (keeping a digit at either end as "0"), so its checks see
 * only the words the copywriter added: "Maya Turns 7 2026" -> "§0 2026".
 */
function masked(name: string, context: LintContext): string {
  const { request } = context;
  const stem = normalise(request.customEventName).replace(/[!?.…！？]+$/u, "").replace(
    /[\s,;:、，：；،؛]+$/u,
    "",
  );
  const typed = [
    normalise(request.customEventName),
    stem,
    stem.replace(/^the\s+/i, ""),
    ...normalise(request.eventLocation).split(/\s*[,;(|·/]\s*/),
    // The copy names a place without the preposition it was typed with ("at Back! Neon" is "Back! Neon").
    ...normalise(request.eventLocation).split(/\s*[,;(|·/]\s*/).map((part) =>
      part.replace(/^(at|in|on)\s+/i, "")
    ),
    ...request.vibes.map(normalise),
  ].filter(Boolean).sort((a, b) => b.length - a.length);
  let rest = name;
  for (const part of typed) {
    const mask = `${/^\d/.test(part) ? "0" : ""}§${/\d$/.test(part) ? "0" : ""}`;
    rest = rest.replace(new RegExp(part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), mask);
  }
  return rest;
}

/** Words a name may say again: articles, prepositions and conjunctions. */
const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  "the",
  "a",
  "an",
  "of",
  "and",
  "at",
  "in",
  "on",
  "to",
  "for",
]);

/** Problems with the event names: three different names, variations that read as names. */
function lintNames(names: readonly string[], context: LintContext): string[] {
  const problems: string[] = [];
  if (new Set(names.map((name) => name.toLowerCase())).size !== names.length) problems.push("names repeat");
  // A name that shows nothing (zero-width characters) is no name: the copy names the event itself.
  const custom = shown(normalise(context.request.customEventName));
  const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{M}\p{N}'’]+/u).filter(Boolean);
  const baseWords = words(custom);
  // The name's words, without its end mark or a separator it was cut off after ("Brooklyn," is "Brooklyn").
  const core = custom.replace(/[!?.…！？]+$/u, "").replace(/[\s,;:、，：；،؛]+$/u, "").replace(/^the\s+/i, "")
    .trim()
    .toLowerCase();
  for (const name of custom ? names.slice(1) : names) {
    const added = words(name);
    for (const word of baseWords) if (added.includes(word)) added.splice(added.indexOf(word), 1);
    // Function words may come back ("To the Moon: The Gathering"); a content word may not ("Neon Neon Nights").
    const again = added.find((word, index) =>
      !FUNCTION_WORDS.has(word) && (baseWords.includes(word) || added.indexOf(word) !== index)
    );
    if (again) problems.push(`name "${name}" says "${again}" twice`);
    if (custom && !name.toLowerCase().includes(core)) problems.push(`name "${name}" loses "${custom}"`);
    const outside = masked(name, context);
    if (/\d\p{L}*[\s,]+\d/u.test(outside)) problems.push(`name "${name}" puts a number after a number`);
    if (/[!?]./u.test(outside.replace(/[!?.…]+$/u, "").trim())) problems.push(`name "${name}" ends mid-way`);
    if (/\bthe the\b/i.test(name) && !/\bthe the\b/i.test(custom)) {
      problems.push(`name "${name}" says "The The"`);
    }
  }
  return problems;
}

/** Rules on date phrases: the phrase, whether it fits an event `days` ahead, and when it fits. */
const DATE_RULES: ReadonlyArray<[RegExp, (days: number | undefined, dated: boolean) => boolean, string]> = [
  [/\btonight('s)?\b|\btoday('s)?\b/gi, (d) => d === 0, "on the day"],
  [/\btomorrow\b|\bone more sleep\b/gi, (d) => d === 1, "the day before"],
  [/\bthis week(end)?\b/gi, (d) => d !== undefined && d >= 0 && d <= 6, "in the coming week"],
  [
    /\b(this|next) (mon|tues|wednes|thurs|fri|satur|sun)day\b/gi,
    (d) => d !== undefined && d >= 2 && d <= 6,
    "2-6 days ahead",
  ],
  [
    /\bsave the date\b|\bmark your calendar\b|\bcountdown is on\b|\bcounting down\b|\bnot long now\b|\bplans are underway\b|\bdays to go\b/gi,
    (d) => d !== undefined && d >= 1,
    "ahead",
  ],
  [/\bcoming soon\b/gi, (d, dated) => !dated || (d !== undefined && d >= 1), "undated or ahead"],
];

/** Letters only, lower case: how a hashtag made from the visitor's words is recognised. */
function squashed(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/** The date phrases of a text (and of its hashtags, read as words) against when the event is. */
function lintDates(field: string, text: string, context: LintContext, ranges: Array<[number, number]>) {
  const { request, today } = context;
  const days = request.eventDate && today ? daysBetween(today, request.eventDate) : undefined;
  const dated = request.eventDate !== undefined;
  const typed = squashed([request.customEventName, request.eventLocation, ...request.vibes].join(" "));
  const ours = [...text.matchAll(/#(\S+)/g)].map((match) => match[1]).filter((tag) =>
    !typed.includes(squashed(tag))
  )
    .map((tag) => tag.replace(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/gu, " "));
  const problems: string[] = [];
  for (const [pattern, allowed, when] of DATE_RULES) {
    const words = text.replace(/#\S+/g, (tag) => " ".repeat(tag.length));
    const inText = [...words.matchAll(pattern)].filter((match) => !inside(ranges, match.index!));
    const inTags = ours.flatMap((tag) => [...tag.matchAll(pattern)]);
    for (const match of [...inText, ...inTags]) {
      if (!allowed(days, dated)) {
        problems.push(`${field}: "${match[0]}" only fits ${when}, not ${describe(days, dated)}`);
      }
    }
  }
  for (const match of text.matchAll(/\b(two|three|four|five|six) days to go\b/gi)) {
    if (DAY_COUNT_WORDS[match[1].toLowerCase()] !== days) {
      problems.push(`${field}: "${match[0]}" but ${days} days`);
    }
  }
  const weekday = request.eventDate
    ? WEEKDAYS[new Date(`${request.eventDate}T00:00:00Z`).getUTCDay()]
    : "none";
  for (const match of text.matchAll(/\b(mon|tues|wednes|thurs|fri|satur|sun)day\b/gi)) {
    if (!inside(ranges, match.index!) && match[0].toLowerCase() !== weekday) {
      problems.push(`${field}: "${match[0]}" but the event's weekday is ${weekday}`);
    }
  }
  return problems;
}

function describe(days: number | undefined, dated: boolean): string {
  if (!dated) return "an undated event";
  if (days === undefined) return "a date seen without today";
  return days < 0 ? `${-days} days ago` : `${days} days ahead`;
}

/** Every problem the lint finds in `copy`, as sentences; none for good copy. */
export function lintCopy(copy: KitText, context: LintContext): string[] {
  const request = context.request;
  const allowed = new Set(
    [request.customEventName, request.eventLocation, ...request.vibes].flatMap((text) =>
      doubled(normalise(text)).map(([word]) => word)
    ),
  );
  const fields: Array<[string, string]> = [
    ...copy.eventNames.map((name, index): [string, string] => [`eventNames[${index}]`, name]),
    ["headline", copy.headline],
    ["tagline", copy.tagline],
    ["description", copy.description],
    ...copy.socialCaptions.map((caption, index): [string, string] => [`socialCaptions[${index}]`, caption]),
  ];
  const problems = lintNames(copy.eventNames, context);
  for (const [field, text] of fields) {
    const ranges = userRanges(text, context);
    problems.push(
      ...lintArticles(field, text, ranges),
      ...lintDoubled(field, text, ranges, allowed),
      ...lintDates(field, text, context, ranges),
    );
    if (field.startsWith("socialCaptions")) {
      problems.push(...lintCaption(field, text, ranges, request.eventLink));
    }
  }
  return problems;
}
