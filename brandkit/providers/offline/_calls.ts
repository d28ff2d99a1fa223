/**
 * Calls to action that fit how guests answer: nobody buys tickets to a wedding or RSVPs to a festival.
 */
import { fitting } from "../../copy-fit/mod.ts";
import type { CopyFacts } from "./_facts.ts";
import type { Response } from "../../kinds/event-kinds.ts";

/** The kind's own calls, by how guests answer. */
const RESPONSE_CALLS: Readonly<Record<Exclude<Response, "free">, readonly string[]>> = {
  rsvp: ["RSVP to let us know you're coming.", "RSVP on the event page."],
  register: ["Register now to save your seat.", "Places are limited, so register early."],
  tickets: ["Grab your tickets before they sell out.", "Get your tickets now."],
};

/** Words in a voice's call that only fit one way of answering. */
const RESPONSE_WORDS: Readonly<Record<Exclude<Response, "free">, RegExp>> = {
  rsvp: /\b(rsvp|reply)\b/i,
  register: /\bregist/i,
  tickets: /\btickets?\b/i,
};

/**
 * The calls of the kind's voice (or the mood's, for a neutral event) that fit how guests answer, then the answer's
 * own: tickets and registration only with a link to buy or register at (the copy rules drop ticket words
 * otherwise); every kept kit has its event page, where guests RSVP.
 */
export function callsFor(facts: CopyFacts): string[] {
  const calls = facts.kindVoice?.calls ?? facts.voice.calls;
  const response = facts.kind?.response;
  if (!response || response === "free") return [...calls];
  const others = (Object.keys(RESPONSE_WORDS) as Array<keyof typeof RESPONSE_WORDS>).filter((other) =>
    other !== response
  );
  const fit = calls.filter((call) => others.every((other) => !RESPONSE_WORDS[other].test(call)));
  const own = response === "rsvp" || facts.link ? fitting(RESPONSE_CALLS[response], facts.context) : [];
  return [...fit, ...own];
}
