import { describe, expect, it } from "vitest";
import {
  type GenerationRequestInput,
  GenerationRequestSchema,
  KitTextSchema,
} from "../../../../brandkit/schemas.ts";
import { writeOfflineCopy } from "../../../../brandkit/providers/offline/mod.ts";
import { DEFAULT_VOICE, VOICES } from "../../../../brandkit/providers/offline/voices.ts";
import { eventWords } from "../../../../brandkit/languages/event-words/mod.ts";

const copyFor = (input: GenerationRequestInput, seed = 7) =>
  writeOfflineCopy(GenerationRequestSchema.parse(input), seed);
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;

describe("writeOfflineCopy()", () => {
  it("fills every field of the copy schema", () => {
    expect(KitTextSchema.safeParse(copyFor({})).success).toBe(true);
  });

  it("leads with the custom name, followed by two variations of it", () => {
    const { eventNames } = copyFor({ customEventName: "Neon Nights", eventDate: "2026-12-31" });
    expect(eventNames[0]).toBe("Neon Nights");
    expect(eventNames).toHaveLength(3);
    for (const variation of eventNames.slice(1)) expect(variation).toContain("Neon Nights");
    expect(new Set(eventNames.map((name) => name.toLowerCase())).size).toBe(3);
  });

  it("keeps a custom name's closing exclamation mark at the end of its variations", () => {
    const { eventNames } = copyFor({ customEventName: "Maya Turns Seven!", vibes: ["playful"] });
    for (const variation of eventNames.slice(1)) expect(variation).toMatch(/^[^!]+!$/);
  });

  it("invents three different names when none is given", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { eventNames } = copyFor({ vibes: ["elegant"] }, seed);
      expect(new Set(eventNames.map((name) => name.toLowerCase())).size).toBe(3);
      for (const name of eventNames) {
        expect(new Set(name.toLowerCase().split(" ")).size).toBe(name.split(" ").length);
      }
    }
  });

  it.each([
    ["elegant", VOICES.elegant],
    ["neon", VOICES.neon],
    ["retro", VOICES.retro],
    ["rustic", VOICES.rustic],
    ["tropical", VOICES.tropical],
    ["minimal", VOICES.minimal],
    ["corporate", VOICES.corporate],
    ["festive", VOICES.festive],
    ["spooky", VOICES.spooky],
  ])("speaks in the %s voice for that vibe", (vibe, voice) => {
    const copy = copyFor({ vibes: [vibe] });
    expect(voice.taglines).toContain(copy.tagline);
    expect(voice.headlines).toContain(copy.headline);
  });

  it("speaks festively for playful vibes, keeping the playful voice for a children's party", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7]) {
      // Playful vibes on an event of no kind: the festive voice, not the children's.
      const neutral = copyFor({ vibes: ["playful"] }, seed);
      expect(VOICES.festive.taglines).toContain(neutral.tagline);
      expect(VOICES.festive.headlines).toContain(neutral.headline);
      expect(VOICES.playful.taglines).not.toContain(neutral.tagline);
      // A child's birthday is a children's party: its own voice, the playful one behind it.
      const party = copyFor({ customEventName: "Maya Turns 7", vibes: ["playful"] }, seed);
      const { kidsParty } = eventWords("en").kinds;
      expect([...kidsParty.taglines, ...VOICES.playful.taglines]).toContain(party.tagline);
      expect(kidsParty.headlines).toContain(party.headline);
    }
  });

  it("uses the default voice without vibes and still writes differently for different seeds", () => {
    const copies = [1, 2, 3, 4, 5, 6].map((seed) => copyFor({}, seed));
    for (const copy of copies) expect(DEFAULT_VOICE.taglines).toContain(copy.tagline);
    expect(new Set(copies.map((copy) => copy.eventNames[0])).size).toBeGreaterThan(3);
  });

  it("uses vibes it does not know as words", () => {
    const copy = copyFor({ vibes: ["cottagecore", "steampunk"] });
    expect(copy.description).toContain("cottagecore and steampunk");
    expect(copy.socialCaptions.join(" ")).toContain("#Cottagecore");
  });

  it("reads a vibe that tells the kind as the kind, not as a twist on it", () => {
    const copy = copyFor({ vibes: ["cottagecore", "jazz"] });
    expect(copy.description).toContain("with a cottagecore twist");
    expect(copy.description).not.toMatch(/\bjazz\b/i);
    expect(copy.description).toMatch(/\b(concert|live show|gig)\b/);
    expect(copy.socialCaptions.join(" ")).toContain("#Cottagecore");
  });

  it("mentions the date and location in the captions when given, and neither when not", () => {
    const copy = copyFor({ eventDate: "2026-12-31", eventLocation: "Brooklyn, NY", vibes: ["neon"] });
    expect(copy.socialCaptions[0]).toContain("December 31, 2026");
    expect(copy.socialCaptions[0]).toContain("Brooklyn, NY");
    expect(copy.socialCaptions.some((caption) => caption.includes("#Brooklyn"))).toBe(true);
    expect(copy.description).toContain("December 31, 2026 in Brooklyn, NY");
    const plain = copyFor({ vibes: ["neon"] }).socialCaptions.join(" ");
    expect(plain).not.toMatch(/\b(on|at|in) ?[,.]/);
  });

  it.each([
    ["Pier 57, New York", "at Pier 57"],
    ["The Old Mill", "at The Old Mill"],
    ["Lisbon", "in Lisbon"],
  ])("says 'at' a venue and 'in' a town: %s", (eventLocation, phrase) => {
    expect(copyFor({ eventLocation }).description).toContain(phrase);
  });

  it("ends every caption with fitting hashtags", () => {
    const copy = copyFor({ customEventName: "Velvet Gala", vibes: ["elegant"], eventLocation: "Lake Como" });
    for (const caption of copy.socialCaptions) expect(caption).toMatch(/( #[\p{L}\p{N}]+)+$/u);
    expect(copy.socialCaptions[0]).toContain("#VelvetGala");
  });

  it("writes a headline of at most eight words and a description of two or three sentences", () => {
    for (const vibes of [[], ["elegant"], ["neon", "club"], ["corporate"], ["cottagecore"]]) {
      for (const seed of [1, 2, 3]) {
        const copy = copyFor({ vibes, customEventName: "Northern Lights", eventLocation: "Oslo" }, seed);
        expect(copy.headline.split(" ").length).toBeLessThanOrEqual(8);
        expect(sentences(copy.description)).toBeGreaterThanOrEqual(2);
        expect(sentences(copy.description)).toBeLessThanOrEqual(3);
      }
    }
  });

  it("gives the same copy for the same request and seed", () => {
    const request = { vibes: ["festive"], eventLocation: "Austin, TX", eventDate: "2026-07-04" };
    expect(copyFor(request, 99)).toEqual(copyFor(request, 99));
  });
});
