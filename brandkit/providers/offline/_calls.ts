/**
 * Calls to action that fit how guests answer: nobody buys tickets to a wedding or RSVPs to a festival.
 */
import type { CopyFacts } from "./_facts.ts";
import type { Response } from "./_kinds.ts";

/** The kind's own calls, by how guests answer. */
const RESPONSE_CALLS: Readonly<Record<Response, readonly string[]>> = {
  rsvp: ["RSVP to let us know you're coming.", "Kindly RSVP to save your seat."],
  register: ["Register now to save your seat.", "Places are limited, so register early."],
  tickets: ["Grab your tickets before they sell out.", "Get your tickets now."],
};

/** Words in a voice's call that only fit one way of answering. */
const RESPONSE_WORDS: Readonly<Record<Response, RegExp>> = {
  rsvp: /\b(rsvp|reply)\b/i,
  register: /\bregist/i,
  tickets: /\btickets?\b/i,
};

/** The voice's calls that fit the kind of event, then the kind's own. */
export function callsFor(facts: CopyFacts): string[] {
  const response = facts.kind?.response;
  if (!response) return [...facts.voice.calls];
  const others = (Object.keys(RESPONSE_WORDS) as Response[]).filter((other) => other !== response);
  const fitting = facts.voice.calls.filter((call) =>
    others.every((other) => !RESPONSE_WORDS[other].test(call))
  );
  return [...fitting, ...RESPONSE_CALLS[response]];
}
