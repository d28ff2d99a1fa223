/**
 * English lines for an event already past: thanks and memories, never an invitation ("save your spot" for a
 * party that happened last week reads as a mistake). The voices' own headlines and calls invite; these do not.
 * A solemn kind (a memorial, a service: kinds/event-kinds.json "traits") is thanked for without cheering: no
 * "That's a wrap!", no "What a time it was", no "relive the best moments", as the phrase banks' "solemn" recap.
 */
import type { EventKind } from "../../kinds/event-kinds.ts";

export type Recap = {
  headlines: readonly string[];
  taglines: readonly string[];
  /** Caption openers. */
  hooks: readonly string[];
  /** The description's last sentence. */
  thanks: readonly string[];
};

export const RECAP = {
  headlines: ["Thank You for Coming", "Memories Worth Keeping", "Until Next Time", "That's a Wrap"],
  taglines: [
    "Thanks for the memories.",
    "Until next time.",
    "One for the memory books.",
    "What a time it was.",
  ],
  hooks: ["That's a wrap!", "What a time it was.", "Thank you, all of you."],
  thanks: [
    "Thank you to everyone who came.",
    "Thank you for making it one to remember.",
    "The photos are up, so relive the best moments.",
  ],
  /** Hashtag words instead of the voice's, which may invite ("SeeYouThere"). */
  tags: ["ThankYou", "GoodMemories", "ThatsAWrap"],
} as const;

/** The recap of a solemn kind: gratitude for being there. */
export const SOLEMN_RECAP = {
  headlines: ["With Heartfelt Thanks", "With Gratitude", "Thank You for Being There"],
  taglines: [
    "Thank you for being with us.",
    "Your kindness meant so much.",
    "A day we will hold on to.",
  ],
  hooks: ["With gratitude.", "From the heart."],
  thanks: [
    "Thank you to everyone who was with us.",
    "Every kind word meant a great deal.",
    "Thank you for your kindness and support.",
  ],
} as const satisfies Recap;

/** True when the kind is solemn: once past, it is thanked for without cheering. */
export function isSolemn(kind: EventKind | null): boolean {
  return kind?.traits.includes("solemn") ?? false;
}

/** The recap lines for an event of `kind`. */
export function recapFor(kind: EventKind | null): Recap {
  return isSolemn(kind) ? SOLEMN_RECAP : RECAP;
}
