/**
 * The kind of event the vibes and the name suggest: a wedding, a birthday, a conference, a club night... The
 * kind decides how guests answer (RSVP, register, tickets), whether the day is "tonight" or "today", and adds
 * its own words to the voice's. Unknown kinds leave the voice alone.
 */

/** How guests say they are coming. */
export type Response = "rsvp" | "register" | "tickets";

export type EventKind = {
  id: string;
  /** What the event is called in running text: "birthday party". */
  noun: string;
  /** An evening event is on "tonight"; others "today". */
  evening: boolean;
  response: Response;
  /** Whole words or phrases (accent-free, lower case) of the vibes or the name that suggest the kind. */
  words: readonly string[];
  /** Headlines and taglines of its own, added to the voice's. */
  headlines: readonly string[];
  taglines: readonly string[];
  /** Hashtag words. */
  tags: readonly string[];
  /** True for events that come back (a year may be added to their name); false for a birthday or a wedding. */
  recurring: boolean;
};

const kind = (fields: Omit<EventKind, "headlines" | "taglines"> & Partial<EventKind>): EventKind => ({
  headlines: [],
  taglines: [],
  ...fields,
});

/** The kinds, most specific first: "birthday party" is a birthday before it is a party. */
export const EVENT_KINDS: readonly EventKind[] = [
  kind({
    id: "wedding",
    noun: "wedding",
    evening: false,
    response: "rsvp",
    recurring: false,
    words: ["wedding", "bridal", "bride", "groom", "nuptials", "elopement", "tie the knot", "mr and mrs"],
    headlines: ["Two Hearts, One Celebration", "Here's to Forever", "Love, Laughter and Happily Ever After"],
    taglines: ["Here's to forever.", "Love is in the air."],
    tags: ["WeddingDay", "HappilyEverAfter"],
  }),
  kind({
    id: "birthday",
    noun: "birthday party",
    evening: false,
    response: "rsvp",
    recurring: false,
    words: [
      "birthday",
      "bday",
      "quinceanera",
      "quince",
      "sweet 16",
      "sweet sixteen",
      "bar mitzvah",
      "bat mitzvah",
    ],
    headlines: ["Make a Wish", "Another Year, Another Party", "Cake, Candles and Good Company"],
    taglines: ["Make a wish.", "Cake first, everything else later."],
    tags: ["BirthdayParty", "MakeAWish"],
  }),
  kind({
    id: "conference",
    noun: "conference",
    evening: false,
    response: "register",
    recurring: true,
    words: [
      "conference",
      "conf",
      "summit",
      "symposium",
      "congress",
      "convention",
      "expo",
      "forum",
      "keynote",
    ],
    tags: ["Conference", "Keynote"],
  }),
  kind({
    id: "workshop",
    noun: "workshop",
    evening: false,
    response: "register",
    recurring: true,
    words: ["workshop", "masterclass", "bootcamp", "seminar", "training", "course", "tutorial"],
    tags: ["Workshop", "LearnSomethingNew"],
  }),
  kind({
    id: "meetup",
    noun: "meetup",
    evening: false,
    response: "register",
    recurring: true,
    words: ["meetup", "meet up", "networking", "mixer", "hackathon"],
    tags: ["Meetup", "Networking"],
  }),
  kind({
    id: "festival",
    noun: "festival",
    evening: false,
    response: "tickets",
    recurring: true,
    words: ["festival", "fest", "carnival", "fair", "street fair", "food truck"],
    tags: ["Festival", "FestivalSeason"],
  }),
  kind({
    id: "concert",
    noun: "concert",
    evening: true,
    response: "tickets",
    recurring: true,
    words: ["concert", "gig", "live music", "band", "recital", "orchestra", "choir", "jazz", "acoustic"],
    tags: ["LiveMusic", "Concert"],
  }),
  kind({
    id: "clubNight",
    noun: "club night",
    evening: true,
    response: "tickets",
    recurring: true,
    words: ["club", "clubbing", "rave", "techno", "edm", "dj", "house music", "night out", "dance party"],
    tags: ["ClubNight", "DanceAllNight"],
  }),
  kind({
    id: "gala",
    noun: "gala",
    evening: true,
    response: "rsvp",
    recurring: true,
    words: ["gala", "banquet", "fundraiser", "benefit", "black tie", "ball", "soiree", "dinner"],
    tags: ["GalaNight", "BlackTie"],
  }),
  kind({
    id: "launch",
    noun: "launch party",
    evening: true,
    response: "rsvp",
    recurring: false,
    words: ["launch", "premiere", "grand opening", "unveiling", "release party"],
    tags: ["LaunchParty", "BigReveal"],
  }),
  kind({
    id: "party",
    noun: "party",
    evening: true,
    response: "rsvp",
    recurring: true,
    words: [
      "party",
      "bash",
      "celebration",
      "fiesta",
      "get together",
      "housewarming",
      "reunion",
      "graduation",
      "anniversary",
      "extravaganza",
      "shindig",
      "halloween",
      "christmas",
      "new year",
      "holiday",
    ],
    tags: ["PartyTime", "LetsCelebrate"],
  }),
];

/** A name that says someone turns an age: "Maya Turns 7", "Leo Is 40". */
const AGE_NAME =
  /\b(turns|turning|is)\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten|\w+teen|\w+ty)\b/;

/** Text as accent-free lower-case words separated by single spaces. */
function plainWords(text: string): string {
  return ` ${
    text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/&/g, " and ").replace(
      /[^a-z0-9]+/g,
      " ",
    ).trim()
  } `;
}

/**
 * The kind of event the name and the vibes suggest (the name first: "Maya Turns 7" is a birthday whatever its
 * vibes), or null when nothing does.
 */
export function eventKindOf(name: string | undefined, vibes: readonly string[]): EventKind | null {
  const nameWords = plainWords(name ?? "");
  if (AGE_NAME.test(nameWords)) return EVENT_KINDS.find((candidate) => candidate.id === "birthday")!;
  for (const text of [nameWords, ...vibes.map(plainWords)]) {
    const found = EVENT_KINDS.find((candidate) => candidate.words.some((word) => text.includes(` ${word} `)));
    if (found) return found;
  }
  return null;
}
