/**
 * The three social captions in a phrase bank's language: an announcement, an invitation and a timing post; for
 * an event already past, thanks, an invitation to relive it and a post for those who were there. Each fits a
 * post on X (see _post-length.ts): the templates are tried from the one that states the most (date, place,
 * timing) to the least, the full place before the short one, and the first that fits with hashtags wins.
 */
import { CAPTION_COUNT } from "../../constants.ts";
import type { BankFacts } from "./_bank-facts.ts";
import { bankCalls, nameInText, pickOne } from "./_bank-description.ts";
import { bankTimingLines, bankWhen, isPast } from "./_bank-when.ts";
import { canFill, fill, shuffled, type Slots, weight } from "./_fill.ts";
import { pickHashtags } from "../../copy-fit/hashtags.ts";
import { saysTwice } from "./_bank-facts.ts";
import { fitsPost } from "./_post-length.ts";

/** Hashtags a caption ends with at most. */
const MAX_HASHTAGS = 4;

/** Every usable template filled with each place form, the richest first, then the full place before the short. */
function bodies(facts: BankFacts, templates: readonly string[], slots: Slots): string[] {
  const places = [...new Set([facts.location, facts.place, undefined])];
  const order = shuffled(templates, facts.random);
  const filled = places.flatMap((place, rank) => {
    const placed = {
      ...slots,
      place,
      where: place ? fill(facts.bank.where, { place }, facts.rewrites) : undefined,
    };
    return order.filter((template) => canFill(template, placed)).map((template) => ({
      text: fill(template, placed, facts.rewrites),
      rank,
      weight: weight(template),
    }));
  });
  // Array.prototype.sort is stable: the seeded order stays among equals.
  filled.sort((a, b) => b.weight - a.weight || a.rank - b.rank);
  return [...new Set(filled.map((body) => body.text))];
}

/** The caption, then the event's link on a line of its own when there is one. */
function withLink(caption: string, link: string | undefined): string {
  return link ? `${caption}\n${link}` : caption;
}

/** The first body that fits a post with as many hashtags as fit, up to MAX_HASHTAGS. */
function fitted(
  facts: BankFacts,
  name: string,
  candidates: readonly string[],
  tagSources: ReadonlyArray<string | undefined>,
) {
  // Bodies that say no word of ours twice first (checked lazily: the first usually does not).
  const once = candidates.find((body) => !saysTwice(facts, [body], name));
  for (const body of once ? [once, ...candidates.filter((body) => body !== once)] : candidates) {
    const tags = pickHashtags(body, tagSources, MAX_HASHTAGS, facts.captions.hashtagJoiner);
    for (let count = tags.length; count >= 1; count--) {
      const caption = `${body} ${tags.slice(0, count).join(" ")}`;
      if (fitsPost(caption, facts.link)) return withLink(caption, facts.link);
    }
    if (fitsPost(body, facts.link)) return withLink(body, facts.link);
  }
  return withLink(candidates.at(-1)!, facts.link);
}

/** The kit's three captions for the event called `name`, with `tagline`. */
export function writeBankCaptions(facts: BankFacts, name: string, tagline: string): string[] {
  const { captions: lines, recap, kindVoice, place, when } = facts;
  const voice = kindVoice ?? facts.voice;
  const past = isPast(facts);
  const timing = bankTimingLines(facts);
  const slots: Slots = {
    name: nameInText(facts, name),
    tagline,
    hook: pickOne(facts, past ? recap.hooks : voice.hooks),
    call: pickOne(facts, past ? recap.thanks : bankCalls(facts)),
    when: bankWhen(facts),
    date: when.date,
    timing: timing.length > 0 ? pickOne(facts, timing) : undefined,
  };
  const placeTag = place ? fill(pickOne(facts, lines.placeTags ?? ["{place}"]), { place }) : undefined;
  // Hashtags from the event's own words and kind: its name, its place, the kind's tags.
  const kindTags = kindVoice?.tags ?? [];
  const kindTag = kindTags.length > 0 ? pickOne(facts, kindTags) : undefined;
  const otherKindTag = kindTags.find((tag) => tag !== kindTag);
  const yearTag = kindTag && when.year && facts.kind?.recurring ? `${kindTag}${when.year}` : undefined;
  // The kind's traits chose the lines (_bank-facts.ts withTraits): no spot to save at a wedding, no cheering
  // after a memorial.
  const [announce, invite, closing] = past
    ? [recap.announce, recap.relive, recap.closing]
    : [lines.announce, lines.invite, lines.closing];
  const captions = [
    fitted(facts, name, bodies(facts, announce, slots), [name, placeTag, kindTag]),
    fitted(facts, name, bodies(facts, invite, slots), [name, otherKindTag, kindTag]),
    fitted(facts, name, bodies(facts, closing, slots), [name, placeTag, yearTag, kindTag]),
  ];
  return captions.slice(0, CAPTION_COUNT);
}
