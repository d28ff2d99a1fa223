/**
 * What kind of phrase an event name is, so sentences around it stay grammatical:
 * - a title ("Neon Nights"): "Neon Nights is ...", "Welcome to Neon Nights".
 * - people ("Amelia & Jonathan"): never "an evening of Amelia & Jonathan" or "Amelia & Jonathan is"; rather
 *   "Celebrate with Amelia & Jonathan".
 * - a clause ("Maya Turns 7", "We're Back!"): never "it's time for Maya Turns 7!"; it stands as its own
 *   sentence or after a colon.
 */

export type NameShape = "title" | "people" | "clause";

/** Two or three capitalised given names joined by "&", "and" or "+": "Amelia & Jonathan", "Sam, Alex and Jo". */
const PEOPLE =
  /^\p{Lu}[\p{Ll}'’-]+(?:,\s*\p{Lu}[\p{Ll}'’-]+)?\s+(?:&|and|\+)\s+\p{Lu}[\p{Ll}'’-]+(?:'s|’s)?$/u;
/** Verbs that make a name a sentence about someone: "Maya Turns 7", "Sam & Alex Tie the Knot". */
const CLAUSE_VERB =
  /\b(turns|turning|tie the knot|ties the knot|say i do|says i do|retires|graduates|is back|are back|is here|are here|gets married|get married|celebrates|is \d+|we're|we are|let's|lets go)\b/i;

/** The shape of an event name. */
export function nameShape(name: string): NameShape {
  const trimmed = name.trim();
  if (/[!?]["'”’)]*$/.test(trimmed) || CLAUSE_VERB.test(trimmed)) return "clause";
  if (PEOPLE.test(trimmed)) return "people";
  return "title";
}

/** A name's end mark ("!", "？", "…"), kept after a variation; the space before it stays with it. */
const END_MARK = /^(.*?)(\s*[!?.…！？]+)$/u;
/** A separator a name may be cut off after ("Livemusik,"): nothing may follow it but the name's own words. */
const TRAILING_SEPARATOR = /[\s,;:、，：；،؛]+$/u;

/**
 * The visitor's name split for a variation: the core that words are added to, and the end mark put back after
 * them ("Maya a 7 ans !" is "Maya a 7 ans" and " !"). A separator left at the core's end ("Sommerfest mit
 * Livemusik," as a form's length cut it) goes, so no variation reads "Livemusik,: Tür an Tür".
 */
export function nameCore(name: string): { core: string; ending: string } {
  const match = END_MARK.exec(name);
  const [core, ending] = match && match[1] ? [match[1], match[2]] : [name, ""];
  const cut = core.replace(TRAILING_SEPARATOR, "");
  // A name of signs alone ("!،") stays whole: cutting it leaves a sign that is not what was typed.
  return { core: /[\p{L}\p{N}]/u.test(cut) ? cut : core, ending };
}

/** A number in the name's last word ("Sunrise 10K", "Maya 7", "追风10K") or a year anywhere in it. */
const NUMBER_AT_END_OR_YEAR = /\p{Nd}\S*$|\p{Nd}{4}/u;

/**
 * Whether a name may take the year after it: not when it ends in a number of its own ("Sunrise 10K 2027",
 * "Maya Turns 7 2027" put a number after a number) nor when it holds a year already.
 */
export function takesYear(name: string): boolean {
  return !NUMBER_AT_END_OR_YEAR.test(name);
}
