/**
 * The three social captions: an announcement, an invitation and a timing post; for an event already past, thanks,
 * an invitation to relive it and a post for the people who were there. Each fits a post on X (280 as X
 * counts, see _post-length.ts): a caption is written in a few lengths, longest first, and the first that fits
 * with its hashtags (valid, never repeated) is used, dropping hashtags before words and the short place before
 * the name.
 */
import { CAPTION_COUNT } from "../../constants.ts";
import { callsFor } from "./_calls.ts";
import { pick } from "./_choose.ts";
import { type CopyFacts, wherePhrase } from "./_facts.ts";
import { addsNoDoubledWord, capitalize, endsSentence, tidy } from "./_grammar.ts";
import { pickHashtags } from "../../copy-fit/hashtags.ts";
import { nameShape } from "./_name-shape.ts";
import { fitsPost } from "./_post-length.ts";
import { isSolemn, recapFor } from "./_recap.ts";
import { repeatedWord } from "../../copy-fit/content-words.ts";
import { isAhead, timingLines, whenPhrase } from "./_timing.ts";
import { exclaimed } from "./_description.ts";

/** Hashtags a caption ends with at most. */
const MAX_HASHTAGS = 4;

/**
 * `name`, then when and where after a colon ("Amelia & Jonathan: June 12, 2027 at Lake Como"), or as a new
 * sentence when the name ends one ("Maya Turns 7! This Saturday.").
 */
function afterName(name: string, whenWhere: string): string {
  const rest = whenWhere.replace(/^on\s+/, "");
  return endsSentence(name) ? `${name} ${capitalize(rest)}` : `${name}: ${rest}`;
}

/** "on December 31, 2026 at Pier 57" and shorter forms, longest first, each distinct. */
function whenWheres(facts: CopyFacts): string[] {
  const when = whenPhrase(facts.when, facts.context);
  const forms = [wherePhrase(facts), wherePhrase(facts, true), ""].map((where) =>
    [when, where].filter(Boolean).join(" ")
  );
  return [...new Set(forms)];
}

/** The announcement for one when-and-where, in the forms its name allows, best first. */
function announcements(facts: CopyFacts, name: string, whenWhere: string): string[] {
  const { relation } = facts.when;
  const plain = `${afterName(name, whenWhere || "coming soon")}.`;
  switch (nameShape(name)) {
    case "people":
      if (relation === "past") {
        // Nobody celebrated at a memorial: they were there.
        const thanks = isSolemn(facts.kind)
          ? "Thank you for being there for"
          : "Thank you for celebrating with";
        return [`${thanks} ${name}${whenWhere ? ` ${whenWhere}` : ""}.`, plain];
      }
      return [`Celebrate with ${name}${whenWhere ? ` ${whenWhere}` : ""}.`, plain];
    case "clause":
      return [`${exclaimed(name)} ${capitalize(whenWhere.replace(/^on\s+/, "") || "coming soon")}.`];
    default:
      if (relation === "none") return [`${name} is coming soon${whenWhere ? ` ${whenWhere}` : ""}.`, plain];
      if (relation === "past") {
        return [`Thank you for coming to ${name}${whenWhere ? ` ${whenWhere}` : ""}.`, plain];
      }
      if (relation === "unknown") return [plain];
      return [`${name} is ${/^(on|this|next)\b/.test(whenWhere) ? "happening" : "on"} ${whenWhere}.`, plain];
  }
}

/** The invitation to relive an event already past, in the forms its name allows. */
function relivings(facts: CopyFacts, name: string): string[] {
  // A solemn occasion (a memorial) has no best moments to relive: its photos are there for those who wish.
  if (isSolemn(facts.kind)) {
    switch (nameShape(name)) {
      case "people":
        return [`The photos of the day with ${name} are up.`];
      case "clause":
        return [`${exclaimed(name)} The photos are up.`];
      default:
        return [`The photos of ${name} are up.`, `${name}: the photos are up.`];
    }
  }
  switch (nameShape(name)) {
    case "people":
      return [`Relive the best moments with ${name}.`];
    case "clause":
      return [`${exclaimed(name)} Relive the best moments.`];
    default:
      return [`Relive the best moments of ${name}.`, `${name}: relive the best moments.`];
  }
}

/** The invitation to come, in the forms its name allows: "Save your spot for Neon Nights." */
function invitations(name: string, facts: CopyFacts): string[] {
  // Guests invited one by one (a wedding, a memorial) have no spot to save: they are welcome.
  if (isInvited(facts)) {
    switch (nameShape(name)) {
      case "people":
        return [`Come celebrate with ${name}.`];
      case "clause":
        return [`${exclaimed(name)} We hope you can join us.`];
      default:
        return [`Join us for ${name}.`, `${name}: we hope you can join us.`];
    }
  }
  switch (nameShape(name)) {
    case "people":
      return [`Come celebrate with ${name}.`, `${name}: save your spot.`];
    case "clause":
      return [`${exclaimed(name)} Save your spot.`];
    default:
      return [`Save your spot for ${name}.`, `${name}: save your spot.`];
  }
}

/**
 * True when guests are invited one by one (a wedding, a birthday, a memorial: the kind's "invited" trait, which
 * chooses the phrase banks' lines too); other events are open to friends of friends.
 */
function isInvited(facts: CopyFacts): boolean {
  return facts.kind?.traits.includes("invited") ?? false;
}

/** The timing post's closing line for one when-and-where, in the forms its name allows. */
function closings(facts: CopyFacts, name: string, whenWhere: string): string[] {
  const title = nameShape(name) === "title";
  const plain = `${afterName(name, whenWhere)}!`;
  switch (facts.when.relation) {
    case "none": {
      const seeYou = whenWhere ? ` See you ${whenWhere}!` : "";
      // Guests of a wedding or a memorial are invited one by one: nobody brings a friend.
      const tags = isInvited(facts)
        ? [`We hope to see you at ${name}!`, "We hope to see you there!"]
        : [`Tag the friend you're bringing to ${name}!`, "Tag the friend you're bringing!"];
      return (title ? tags : tags.slice(1)).map((tag) => `${tag}${seeYou}`);
    }
    case "past":
      return isSolemn(facts.kind)
        ? [`${afterName(name, whenWhere)}. Share this with those who were with us.`]
        : [`${afterName(name, whenWhere)}. Tag a friend who was there!`];
    case "unknown":
      return [`${afterName(name, whenWhere)}. Tag a friend who should see this!`];
    default:
      return title ? [`See you at ${name} ${whenWhere}!`, plain] : [plain];
  }
}

/** The first body (longest first) that fits a post with as many hashtags as fit, up to MAX_HASHTAGS. */
function fitted(
  facts: CopyFacts,
  name: string,
  bodies: readonly string[],
  tagSources: ReadonlyArray<string | undefined>,
) {
  const readable = bodies.map((body) => tidy(body)).filter((body) => addsNoDoubledWord(body, facts.given));
  // Forms that say no word of ours twice first ("Bring your people. ... Tell your people." loses a sentence).
  const once = readable.find((body) => repeatedWord([body], "en", [...facts.given, name]) === undefined);
  const usable = readable.length > 0 ? readable : bodies.map((body) => tidy(body));
  const candidates = once ? [once, ...usable.filter((body) => body !== once)] : usable;
  for (const body of candidates) {
    const tags = pickHashtags(body, tagSources, MAX_HASHTAGS);
    for (let count = tags.length; count >= 1; count--) {
      const caption = `${body} ${tags.slice(0, count).join(" ")}`;
      if (fitsPost(caption, facts.link)) return withLink(caption, facts.link);
    }
    if (fitsPost(body, facts.link)) return withLink(body, facts.link);
  }
  return withLink(candidates.at(-1)!, facts.link);
}

/** The caption, then the event's link on a line of its own when there is one. */
function withLink(caption: string, link: string | undefined): string {
  return link ? `${caption}\n${link}` : caption;
}

/** The kit's three captions for the event called `name`, with `tagline`. */
export function writeCaptions(facts: CopyFacts, name: string, tagline: string): string[] {
  const { voice, kind, kindVoice, when } = facts;
  const places = whenWheres(facts);
  const ahead = isAhead(when);
  // Hashtags from the event's own words and kind: its name, its place, the kind's tags, English vibes.
  const kindTags = kindVoice?.tags ?? [];
  const kindTag = kindTags.length > 0 ? pick(facts, kindTags) : undefined;
  const otherKindTag = kindTags.find((tag) => tag !== kindTag);
  const recap = recapFor(kind);
  const hook = pick(facts, ahead ? kindVoice?.hooks ?? voice.hooks : recap.hooks);
  const call = pick(facts, ahead ? callsFor(facts) : recap.thanks);
  const timing = timingLines(when, kind, facts.context);
  const timingLine = timing.length > 0 ? `${pick(facts, timing)} ` : "";
  const announce = places.flatMap((place) =>
    announcements(facts, name, place).flatMap((line) => [`${hook} ${line}`, line])
  );
  const invite = (ahead ? invitations(name, facts) : relivings(facts, name)).flatMap((line) => [
    `${tagline} ${line} ${call}`,
    `${line} ${call}`,
    line,
  ]);
  const closing = places.flatMap((place) =>
    closings(facts, name, place).flatMap((line) => [`${timingLine}${line}`, line])
  );
  const yearTag = kindTag && when.year && kind?.recurring ? `${kindTag}${when.year}` : undefined;
  const captions = [
    fitted(facts, name, announce, [name, facts.vibeWords[0], facts.place, kindTag]),
    fitted(facts, name, invite, [name, otherKindTag, facts.vibeWords[1], kindTag]),
    fitted(facts, name, closing, [name, facts.place, yearTag, kindTag]),
  ];
  return captions.slice(0, CAPTION_COUNT);
}
