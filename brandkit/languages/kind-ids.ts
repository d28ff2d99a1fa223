/**
 * The kinds of event BrandKit writes for, by id: each has its traits (brandkit/kinds/event-kinds.json) and, in every
 * copy language, the words that tell it (kind-markers/<language>.json) and its voice (event-words/<language>.json).
 * Zod-free, so anything may import the list.
 */
export const KIND_IDS = [
  "run",
  "sport",
  "conference",
  "meetup",
  "workshop",
  "hackathon",
  "anniversary",
  "wedding",
  "engagement",
  "kidsParty",
  "birthday",
  "babyShower",
  "graduation",
  "reunion",
  "memorial",
  "religious",
  "gala",
  "community",
  "volunteer",
  "market",
  "festival",
  "concert",
  "clubNight",
  "party",
  "dinner",
  "exhibition",
  "launch",
  "openHouse",
  "quiz",
  "theatre",
] as const;
export type KindId = typeof KIND_IDS[number];
