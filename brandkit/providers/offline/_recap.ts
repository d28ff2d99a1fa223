/**
 * English lines for an event already past: thanks and memories, never an invitation ("save your spot" for a
 * party that happened last week reads as a mistake). The voices' own headlines and calls invite; these do not.
 */

export const RECAP = {
  headlines: ["Thank You for Coming", "Memories Worth Keeping", "Until Next Time", "That's a Wrap"],
  taglines: [
    "Thanks for the memories.",
    "Until next time.",
    "One for the memory books.",
    "What a time it was.",
  ],
  /** Caption openers. */
  hooks: ["That's a wrap!", "What a time it was.", "Thank you, all of you."],
  /** The description's last sentence. */
  thanks: [
    "Thank you to everyone who came.",
    "Thank you for making it one to remember.",
    "The photos are up, so relive the best moments.",
  ],
  /** Hashtag words instead of the voice's, which may invite ("SeeYouThere"). */
  tags: ["ThankYou", "GoodMemories", "ThatsAWrap"],
} as const;
