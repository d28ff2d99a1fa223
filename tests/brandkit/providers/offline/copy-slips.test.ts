import { describe, expect, it } from "vitest";
import {
  type GenerationRequestInput,
  GenerationRequestSchema,
  type KitText,
} from "../../../../brandkit/schemas.ts";
import { writeOfflineCopy } from "../../../../brandkit/providers/offline/mod.ts";
import { eventWords } from "../../../../brandkit/languages/event-words/mod.ts";
import { COPY_LANGUAGES } from "../../../../brandkit/languages/registry.ts";
import { lintCopy } from "./_copy-lint.ts";

/** Today in these tests: Tuesday, July 14, 2026. */
const TODAY = "2026-07-14";
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

const allText = (copy: KitText) =>
  [...copy.eventNames, copy.headline, copy.tagline, copy.description, ...copy.socialCaptions].join("\n");
/** The copy for `input` with each of SEEDS, written on `today` (null: today not known). */
const copiesFor = (input: GenerationRequestInput, today: string | null = TODAY) => {
  const request = GenerationRequestSchema.parse(input);
  return SEEDS.map((seed) => ({ request, copy: writeOfflineCopy(request, seed, today ?? undefined) }));
};
const good: KitText = {
  eventNames: ["Neon Nights", "Neon Nights 2026", "Neon Nights at Pier 57"],
  headline: "Light Up the Night",
  tagline: "Glow louder.",
  description:
    "Neon Nights is an electric club night with deep bass. Join us on December 31, 2026 at Pier 57.",
  socialCaptions: [
    "Neon Nights is happening on December 31, 2026. #NeonNights",
    "Save your spot.",
    "See you!",
  ],
};

describe("the copy-lint", () => {
  const request = GenerationRequestSchema.parse({ customEventName: "Neon Nights", eventDate: "2026-12-31" });
  it("passes good copy", () => {
    expect(lintCopy(good, { request, today: TODAY })).toEqual([]);
  });

  it.each([
    [
      "a/an by sound",
      { description: "Expect a day to remember, with a underground twist." },
      '"a underground"',
    ],
    ["a/an before a vowel", { tagline: "Not a art show." }, '"a art"'],
    ["a doubled word", { headline: "Neon Neon Retro Arcade" }, '"neon neon"'],
    [
      "a year after a number",
      { eventNames: ["Neon Nights", "Neon Nights 7 2026", "Neon Nights Live"] },
      "number",
    ],
    [
      "a vibe prefixed twice",
      { eventNames: ["Neon Nights", "Neon Neon Nights", "Neon Nights Live"] },
      "twice",
    ],
    [
      "a caption too long for X",
      { socialCaptions: ["x".repeat(359), "Save.", "See you!"] },
      "359 characters",
    ],
    [
      "a hashtag starting with a digit",
      { socialCaptions: ["Party! #2026Gala", "Save.", "See you!"] },
      "#2026Gala",
    ],
    ["an empty hashtag", { socialCaptions: ["Party! #", "Save.", "See you!"] }, '"#"'],
    ["a repeated hashtag", { socialCaptions: ["Party! #Neon #neon", "Save.", "See you!"] }, "repeated"],
    ["'tonight' for an event months away", { tagline: "Tonight, we glow." }, '"Tonight"'],
    ["a weekday that is not the event's", { tagline: "See you Friday." }, '"Friday"'],
    ["'tonight' in a hashtag", { socialCaptions: ["Party! #TonightOnly", "Save.", "See you!"] }, '"Tonight"'],
  ])("flags %s", (_, change, problem) => {
    const problems = lintCopy({ ...good, ...change }, { request, today: TODAY });
    expect(problems.join("\n")).toContain(problem);
  });

  it("says 'save the date' is wrong for a date already past", () => {
    const problems = lintCopy({ ...good, tagline: "Save the date." }, { request, today: "2027-01-05" });
    expect(problems).toEqual(['tagline: "Save the date" only fits ahead, not 5 days ago']);
  });
});

describe("the reported copy slips, fixed", () => {
  it("says 'an underground twist' and 'an art and jazz twist', never 'a underground' or 'a art'", () => {
    for (const vibes of [["underground"], ["art", "jazz"], ["hour"], ["MBA"], ["11th hour"]]) {
      for (const { copy } of copiesFor({ vibes })) {
        expect(copy.description).not.toMatch(/\ba (underground|art|hour|MBA|11th)/);
        expect(copy.description).toMatch(/\ban (underground|art|hour|MBA|11th)/);
      }
    }
    const [{ copy }] = copiesFor({ vibes: ["unicorn"] });
    expect(copy.description).toContain("a unicorn twist");
  });

  it("never glues a vibe to a name that already has it ('Neon Neon Retro Arcade Marathon Extravaganza')", () => {
    const name = "Neon Retro Arcade Marathon Extravaganza";
    for (
      const { copy } of copiesFor({
        customEventName: name,
        vibes: ["neon", "retro"],
        eventDate: "2026-08-01",
      })
    ) {
      for (const variation of copy.eventNames.slice(1)) {
        expect(variation).toContain(name);
        expect(variation).not.toMatch(/\b(Neon|Retro)\b.*\b\1\b/);
        expect(variation).not.toMatch(/Extravaganza (Nights|Party|Rave)/);
      }
    }
  });

  it("writes a clause name as its own sentence, never 'it's time for Maya Turns 7!'", () => {
    for (const { copy } of copiesFor({ customEventName: "Maya Turns 7", vibes: ["playful"] })) {
      expect(allText(copy)).not.toMatch(/\b(for|to|of|at) Maya Turns 7/);
      expect(copy.description).toMatch(/^Maya Turns 7! /);
    }
  });

  it("joins a couple rather than 'an evening of Amelia & Jonathan', and reads their wedding from the vibe", () => {
    // An elegant couple's event of no kind, and their wedding: either way the couple invite.
    for (const vibes of [["elegant"], ["elegant", "wedding"]]) {
      for (const { copy } of copiesFor({ customEventName: "Amelia & Jonathan", vibes })) {
        const sentences = [copy.description, ...copy.socialCaptions].join("\n");
        expect(sentences).not.toMatch(/\bof Amelia|Amelia & Jonathan is\b|to Amelia/);
        expect(copy.description).toMatch(
          /^(Amelia & Jonathan invite you to|Celebrate with Amelia & Jonathan:) /,
        );
        // Only the wedding vibe tells a wedding: a couple's name alone could be any event of theirs.
        if (vibes.includes("wedding")) expect(copy.description).toMatch(/\bwedding\b/);
        else expect(copy.description).not.toMatch(/\bwedding\b/);
      }
    }
  });

  it("varies 'Maya Turns 7' into names, never 'Maya Turns 7 2026!'", () => {
    // A child's birthday is a children's party: its subtitles ("Party Time"), or the place; never a year.
    const subtitles = eventWords("en").kinds.kidsParty.subtitles.map((subtitle) =>
      subtitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    );
    const pattern = new RegExp(`^Maya Turns 7(: (${subtitles.join("|")})| in Lisbon)!?$`);
    for (const customEventName of ["Maya Turns 7", "Maya Turns 7!"]) {
      for (
        const { copy } of copiesFor({ customEventName, eventDate: "2026-09-12", eventLocation: "Lisbon" })
      ) {
        for (const variation of copy.eventNames.slice(1)) {
          expect(variation).not.toMatch(/7 2026|The Maya|Maya Turns 7!? (Live|Experience)/);
          expect(variation).toMatch(pattern);
        }
      }
    }
  });

  it("names a '5K' run without a distance of its own, and puts no year after 'Sunrise 10K'", () => {
    // Found by the copy-lint corpus: "Stride Together 10K 2020" for a 5K on January 1, 2020.
    for (const { copy } of copiesFor({ vibes: ["5K"], eventDate: "2020-01-01" }, null)) {
      for (const name of copy.eventNames) expect(name).not.toMatch(/\d+K|\d \d/);
    }
    for (const { copy } of copiesFor({ customEventName: "Sunrise 10K", eventDate: "2027-05-02" })) {
      expect(copy.eventNames.slice(1).join("\n")).not.toMatch(/10K 2027/);
    }
  });

  it("keeps a name of signs alone whole in its variations ('!،: The Gathering', never '!: The Gathering')", () => {
    for (const customEventName of ["!،", "!，", "#"]) {
      for (const { copy } of copiesFor({ customEventName })) {
        for (const variation of copy.eventNames.slice(1)) {
          expect(variation.startsWith(customEventName)).toBe(true);
        }
      }
    }
  });

  it("finds no number in any language's names for a kind of event", () => {
    for (const language of COPY_LANGUAGES) {
      for (const voice of Object.values(eventWords(language).kinds)) {
        for (const name of voice?.names ?? []) expect(name).not.toMatch(/\p{Nd}/u);
      }
    }
  });

  it("keeps captions within 280 characters for the longest name and place", () => {
    const input = {
      customEventName: "Internationale Elektronische Musiknacht im Kraftwerk Mitte und Freunde Zwanzig",
      eventLocation:
        "Kraftwerk Berlin, Köpenicker Straße 70, 10179 Berlin, Germany, right by the river Spree and the old power station",
      eventDate: "2026-12-31",
      vibes: ["techno", "underground", "industrial"],
    };
    for (const { copy } of copiesFor(input)) {
      for (const caption of copy.socialCaptions) expect([...caption].length).toBeLessThanOrEqual(280);
    }
  });

  it.each([
    ["2026-07-14", /\btonight\b/, /save the date|tomorrow|days to go/i],
    ["2026-07-15", /\btomorrow night\b/, /tonight|save the date/i],
    ["2026-07-18", /\bthis Saturday, July 18\b/, /tonight|tomorrow|save the date/i],
    ["2027-03-20", /on March 20, 2027/, /tonight|tomorrow|this week|this Saturday/i],
    ["2026-06-01", /June 1, 2026/, /tonight|tomorrow|save the date|countdown|coming soon/i],
  ])("words a club night at 22:00 on %s by how far away it is", (eventDate, says, never) => {
    for (
      const { copy } of copiesFor({
        customEventName: "Neon Nights",
        vibes: ["club"],
        eventDate,
        eventTime: "22:00",
      })
    ) {
      expect(allText(copy)).toMatch(says);
      expect(allText(copy)).not.toMatch(never);
    }
  });

  it.each([
    ["2026-07-14", /\btoday\b/, /tonight|tomorrow|save the date|days to go/i],
    ["2026-07-15", /\btomorrow\b/, /tonight|tomorrow night|save the date/i],
  ])("says no 'tonight' for a club night with no time on %s", (eventDate, says, never) => {
    for (const { copy } of copiesFor({ customEventName: "Neon Nights", vibes: ["club"], eventDate })) {
      expect(allText(copy)).toMatch(says);
      expect(allText(copy)).not.toMatch(never);
    }
  });

  it("only states the date when today is not known", () => {
    for (const { copy } of copiesFor({ vibes: ["club"], eventDate: TODAY }, null)) {
      expect(allText(copy)).toContain("July 14, 2026");
      expect(allText(copy)).not.toMatch(/tonight|today|tomorrow|this week|save the date/i);
    }
  });

  // Registration and tickets need somewhere to get them: asked for only with the event's link.
  const link = "https://example.com/event";
  it.each([
    ["wedding", { vibes: ["wedding"] }, /RSVP|reply/, /tickets/],
    ["wedding with a link", { vibes: ["wedding"], eventLink: link }, /RSVP|reply/, /tickets/],
    ["conference", { vibes: ["conference"], eventLink: link }, /[Rr]egist/, /RSVP/],
    ["conference without a link", { vibes: ["conference"] }, /./, /RSVP|[Rr]egist/],
    ["festival", { vibes: ["festival"], eventLink: link }, /tickets/, /RSVP/],
    ["festival without a link", { vibes: ["festival"] }, /./, /RSVP|tickets/i],
  ])("asks guests of a %s to answer the way they would", (_, input, asks, never) => {
    const texts = copiesFor(input).map(({ copy }) => allText(copy)).join("\n");
    expect(texts).toMatch(asks);
    expect(texts).not.toMatch(never);
  });

  it("passes the copy-lint for every one of the reported inputs", () => {
    const inputs: GenerationRequestInput[] = [
      { customEventName: "Maya Turns 7", vibes: ["kids", "playful"], eventDate: "2026-07-18" },
      {
        customEventName: "Amelia & Jonathan",
        vibes: ["elegant"],
        eventDate: "2027-06-12",
        eventLocation: "Lake Como",
      },
      { customEventName: "Neon Retro Arcade Marathon Extravaganza", vibes: ["neon", "underground"] },
      { customEventName: "Donaudampfschifffahrtsgesellschaftskapitänsball Wien", eventDate: TODAY },
      { vibes: ["art", "underground", "80s"], eventLocation: "at the Old Mill" },
    ];
    for (const input of inputs) {
      for (const { request, copy } of copiesFor(input)) {
        expect(lintCopy(copy, { request, today: TODAY })).toEqual([]);
      }
    }
  });
});

describe("a name the form cut after a comma", () => {
  it.each(["en", "de", "fr", "ja"])(
    "gets variations in %s with no separator left before the added words",
    (language) => {
      const name = "Sommerfest der Nachbarschaft mit Livemusik,";
      for (const { copy } of copiesFor({ customEventName: name, language, eventDate: "2027-07-10" })) {
        expect(copy.eventNames[0]).toBe(name);
        for (const variation of copy.eventNames.slice(1)) {
          expect(variation).toContain("Sommerfest der Nachbarschaft mit Livemusik");
          expect(variation).not.toMatch(/Livemusik[,，][\s:：]|Livemusik,$/u);
        }
      }
    },
  );
});
