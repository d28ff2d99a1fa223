/**
 * Vibes -> moods. Both halves of the offline provider read a visitor's vibes through this one table: the
 * designer picks layouts by mood, the copywriter picks its voice by mood. Unknown vibes have no mood (the
 * copywriter still uses them as words; the designer lets them nudge the layout by their hash).
 */

export const MOODS = [
  "elegant",
  "retro",
  "neon",
  "rustic",
  "tropical",
  "minimal",
  "playful",
  "corporate",
  "festive",
  "spooky",
  "bold",
] as const;
export type Mood = typeof MOODS[number];

/** Words (whole or as a prefix: "elegan" matches "elegance") that put a vibe in each mood. */
const MOOD_WORDS: Readonly<Record<Mood, readonly string[]>> = {
  elegant: [
    "elegan",
    "luxur",
    "classy",
    "sophisticat",
    "gala",
    "wedding",
    "romantic",
    "classic",
    "formal",
    "timeless",
    "chic",
    "glamo",
    "black tie",
    "opulent",
    "refined",
    "graceful",
    "soiree",
    "bridal",
    "gold",
  ],
  retro: [
    "retro",
    "vintage",
    "70s",
    "80s",
    "90s",
    "disco",
    "groovy",
    "nostalg",
    "throwback",
    "funk",
    "boogie",
    "arcade",
    "synthwave",
  ],
  neon: [
    "neon",
    "night",
    "club",
    "rave",
    "electr",
    "cyber",
    "futur",
    "techno",
    "edm",
    "glow",
    "galaxy",
    "space",
    "midnight",
    "laser",
    "synth",
    "dj",
  ],
  rustic: [
    "rustic",
    "farm",
    "barn",
    "boho",
    "country",
    "western",
    "folk",
    "earthy",
    "cozy",
    "cosy",
    "harvest",
    "autumn",
    "fall",
    "wood",
    "garden",
    "botanic",
    "natural",
    "organic",
  ],
  tropical: [
    "tropic",
    "beach",
    "summer",
    "island",
    "luau",
    "surf",
    "sun",
    "palm",
    "paradise",
    "ocean",
    "pool",
    "coastal",
    "fiesta",
    "citrus",
  ],
  minimal: [
    "minimal",
    "clean",
    "simple",
    "modern",
    "calm",
    "zen",
    "serene",
    "mindful",
    "yoga",
    "wellness",
    "scandi",
    "quiet",
    "pure",
  ],
  playful: [
    "playful",
    "fun",
    "kid",
    "whimsic",
    "quirky",
    "cute",
    "silly",
    "cheer",
    "colorful",
    "colourful",
    "candy",
    "game",
    "bubbl",
    "happy",
  ],
  corporate: [
    "corporate",
    "business",
    "professional",
    "conference",
    "summit",
    "tech",
    "startup",
    "network",
    "workshop",
    "seminar",
    "launch",
    "expo",
    "meetup",
    "hackathon",
    "innovat",
    "forum",
  ],
  festive: [
    "festiv",
    "party",
    "celebrat",
    "birthday",
    "holiday",
    "christmas",
    "new year",
    "carnival",
    "jubilee",
    "anniversary",
    "graduat",
    "confetti",
    "fireworks",
    "reunion",
  ],
  spooky: [
    "spooky",
    "halloween",
    "horror",
    "haunt",
    "dark",
    "gothic",
    "goth",
    "creepy",
    "witch",
    "mystic",
    "eerie",
    "scary",
  ],
  bold: [
    "bold",
    "loud",
    "urban",
    "street",
    "sport",
    "energ",
    "festival",
    "hip hop",
    "rock",
    "punk",
    "concert",
    "music",
    "vibrant",
    "dynamic",
    "power",
    "fierce",
  ],
};

/** The mood of one vibe, or null when none of the words fit. */
export function moodOf(vibe: string): Mood | null {
  const words = vibe.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").split(/[^a-z0-9]+/)
    .filter(Boolean);
  const phrase = words.join(" ");
  for (const mood of MOODS) {
    for (const stem of MOOD_WORDS[mood]) {
      if (stem.includes(" ") ? phrase.includes(stem) : words.some((word) => word.startsWith(stem))) {
        return mood;
      }
    }
  }
  return null;
}

/** The moods of the vibes, strongest (first named) first, without repeats. */
export function moodsOf(vibes: readonly string[]): Mood[] {
  const moods: Mood[] = [];
  for (const vibe of vibes) {
    const mood = moodOf(vibe);
    if (mood && !moods.includes(mood)) moods.push(mood);
  }
  return moods;
}
