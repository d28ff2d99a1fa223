/**
 * An AI provider's copy is held to the offline copy's rules (issue 27, item 9): the copy lint (brandkit/copy-fit)
 * reads its answer, and an answer with faults is asked for once more with the faults named; the prompt tells the
 * model the same rules to begin with. The offline copywriter follows them itself and is never asked again.
 */
import { describe, expect, it } from "vitest";
import { buildTextPrompt, copyFaultsLine } from "../../../brandkit/generation/prompts.ts";
import { writeCopy } from "../../../brandkit/generation/copy-step.ts";
import type { ObjectRequest } from "../../../brandkit/generation/provider.ts";
import {
  createFakeProvider,
  type FakeProvider,
  FITTING_COPY,
  fittingCopyFor,
  SAMPLE_COPY,
} from "../../support/fake-provider.ts";
import {
  generateKit,
  type GenerationRequestInput,
  GenerationRequestSchema,
  type KitText,
} from "../_fixtures.ts";

const SEED = 7;
const now = () => Date.UTC(2026, 10, 21, 12);
const request = (input: GenerationRequestInput = {}) =>
  GenerationRequestSchema.parse({ colors: ["#E6067A", "#111111"], language: "en", ...input });

function prompts(provider: FakeProvider): string[] {
  return provider.calls.flatMap((call) =>
    call.method === "object" ? [(call.request as ObjectRequest).prompt] : []
  );
}

/** FITTING_COPY with one fault for an event without a time: a night word in its tagline. */
const ONE_FAULT: KitText = { ...FITTING_COPY, tagline: "Bring a friend tonight." };

describe("writeCopy() holds an AI provider's copy to the copy's rules", () => {
  it("asks an AI provider once more when its copy has faults, naming every fault in the prompt", async () => {
    const provider = createFakeProvider().queueObject(
      structuredClone(SAMPLE_COPY),
      structuredClone(FITTING_COPY),
    );
    const copy = await writeCopy(request(), SEED, { provider });
    const [first, second] = prompts(provider);
    expect(prompts(provider)).toHaveLength(2);
    expect(first).toBe(buildTextPrompt(request()));
    expect(second).toBe(
      `${first}\nYour previous answer had these faults; write the copy again without them:\n` +
        `- eventNames[0]: "night" is a night word, and the event has no time\n` +
        `- eventNames[2]: "midnight" is a night word, and the event has no time\n` +
        `- tagline: "night" is a night word, and the event has no time\n` +
        `- description: "night" is a night word, and the event has no time\n` +
        `- socialCaptions[1]: "ticket" (tickets) does not fit this event`,
    );
    expect(copy).toEqual(FITTING_COPY);
  });

  it("does not ask again when the copy has no faults", async () => {
    const provider = createFakeProvider().queueObject(structuredClone(FITTING_COPY));
    const copy = await writeCopy(request(), SEED, { provider });
    expect(prompts(provider)).toHaveLength(1);
    expect(copy).toEqual(FITTING_COPY);
  });

  it("keeps the first copy when the second answer has more faults", async () => {
    const provider = createFakeProvider().queueObject(
      structuredClone(ONE_FAULT),
      structuredClone(SAMPLE_COPY),
    );
    const copy = await writeCopy(request(), SEED, { provider });
    expect(prompts(provider)[1]).toBe(
      `${prompts(provider)[0]}\n` +
        copyFaultsLine(`- tagline: "tonight" is a night word, and the event has no time`),
    );
    expect(copy).toEqual(ONE_FAULT);
  });

  it("takes the second answer when it has fewer faults, and asks no third time though some are left", async () => {
    const provider = createFakeProvider({ object: () => structuredClone(SAMPLE_COPY) })
      .queueObject(structuredClone(SAMPLE_COPY), structuredClone(ONE_FAULT));
    const copy = await writeCopy(request(), SEED, { provider });
    expect(prompts(provider)).toHaveLength(2);
    expect(copy).toEqual(ONE_FAULT);
  });

  it("takes a second answer with as many faults as the first (it was asked for last)", async () => {
    const other: KitText = { ...FITTING_COPY, headline: "Made for Good Company Tonight" };
    const provider = createFakeProvider().queueObject(structuredClone(ONE_FAULT), structuredClone(other));
    const copy = await writeCopy(request(), SEED, { provider });
    expect(prompts(provider)).toHaveLength(2);
    expect(copy).toEqual(other);
  });

  it("keeps the first copy when the second answer is in another script than the kit's language", async () => {
    const japanese = fittingCopyFor(undefined, "ja");
    const withFault: KitText = { ...japanese, tagline: "今夜、新しいアイデアを持ち寄って" };
    // Korean copy without a fault of the lint's: better by the lint, but not Japanese.
    const korean: KitText = {
      ...japanese,
      headline: "친구와 함께 모여요",
      tagline: "새로운 아이디어를 가져오세요",
    };
    const provider = createFakeProvider().queueObject(structuredClone(withFault), structuredClone(korean));
    const copy = await writeCopy(request({ language: "ja" }), SEED, { provider });
    expect(prompts(provider)).toHaveLength(2);
    expect(prompts(provider)[1]).toContain("Your previous answer had these faults");
    expect(copy).toEqual(withFault);
  });

  it("checks the copy as the kit will have it: the custom name put first and the link in every caption", async () => {
    // The provider left the name itself out and wrote no link; both are put right before the lint reads the copy,
    // so neither is a fault, and a ticketed concert with a link may talk of tickets.
    const concert: KitText = {
      ...fittingCopyFor("Jazz Club Live"),
      socialCaptions: ["Tickets are on sale. #JazzClubLive", "Bring a friend along.", "See you there."],
    };
    const variations = ["Jazz Club Live Together", "Jazz Club Live 2027", "Jazz Club Live Encore"];
    const provider = createFakeProvider().queueObject({ ...concert, eventNames: variations });
    const input = request({
      customEventName: "Jazz Club Live",
      vibes: ["jazz"],
      eventLink: "https://tickets.example.com/jazz",
    });
    const copy = await writeCopy(input, SEED, { provider });
    expect(prompts(provider)).toHaveLength(1);
    expect(copy.eventNames).toEqual(["Jazz Club Live", "Jazz Club Live Together", "Jazz Club Live 2027"]);
    expect(copy.socialCaptions.every((caption) => caption.endsWith("https://tickets.example.com/jazz"))).toBe(
      true,
    );
  });

  it("never asks the offline (local) provider again: it writes to the rules itself", async () => {
    const fake = createFakeProvider().queueObject(structuredClone(SAMPLE_COPY));
    const provider = { ...fake, local: true };
    const copy = await writeCopy(request(), SEED, { provider });
    expect(prompts(fake)).toHaveLength(1);
    expect(copy).toEqual(SAMPLE_COPY);
  });

  it("asks once more in a whole generation too, before any graphic", async () => {
    const provider = createFakeProvider().queueObject(
      structuredClone(SAMPLE_COPY),
      structuredClone(FITTING_COPY),
    );
    const kit = await generateKit(request(), { provider, now });
    expect(provider.calls.map((call) => call.method)).toEqual([
      "object",
      "object",
      "image",
      "image",
      "image",
    ]);
    expect(kit.headline).toBe(FITTING_COPY.headline);
    expect(kit.selectedName).toBe(FITTING_COPY.eventNames[0]);
  });
});

describe("the copy prompt tells the model the copy's rules", () => {
  it("names a morning run's kind, its time and day part, and what its copy must not mention", () => {
    const prompt = buildTextPrompt(request({ customEventName: "Riverside 5K Fun Run", eventTime: "08:00" }));
    expect(prompt).toContain("Kind of event: run (guests register).");
    expect(prompt).toContain("Time: 08:00, in the morning");
    expect(prompt).toContain("Any time-of-day words must fit the morning.");
    const never = /^The copy must not mention: (.*)\.$/m.exec(prompt)?.[1].split("; ");
    expect(never).toContain("tickets");
    expect(never).toContain("nightlife, clubbing or dancing all night");
    expect(never).toContain("drinks or alcohol");
    expect(never).toContain("partying");
    // The day parts are told by the time-of-day line, not listed again.
    expect(never).not.toContain("the evening");
    expect(prompt).toContain("Hashtags come from the event's own name, place and kind; invent no others.");
  });

  it("tells an event without a time to use no time-of-day words", () => {
    const prompt = buildTextPrompt(request({ vibes: ["zen"] }));
    expect(prompt).toContain("There is no time: use no time-of-day words (morning, evening, tonight...).");
    expect(prompt).not.toMatch(/^Time: /m);
    expect(prompt).not.toMatch(/^Kind of event: /m);
  });

  it("gives the time's end and zone, and lets an evening's copy talk of the night", () => {
    const prompt = buildTextPrompt(
      request({ vibes: ["jazz"], eventTime: "20:30", eventEndTime: "23:00", timeZone: "Europe/Lisbon" }),
    );
    expect(prompt).toContain("Time: 20:30 to 23:00 (Europe/Lisbon), in the evening");
    expect(prompt).toContain("Any time-of-day words must fit the evening.");
  });

  it("lets a ticketed event with a link mention tickets, and forbids them without the link", () => {
    const concert = { customEventName: "Jazz Club Live", vibes: ["jazz"] };
    const withLink = buildTextPrompt(request({ ...concert, eventLink: "https://tickets.example.com/jazz" }));
    const withoutLink = buildTextPrompt(request(concert));
    expect(withLink).toContain("(guests buy tickets)");
    expect(/^The copy must not mention: (.*)$/m.exec(withLink)?.[1]).not.toMatch(/\btickets\b/);
    expect(/^The copy must not mention: (.*)$/m.exec(withoutLink)?.[1]).toMatch(/\btickets\b/);
  });
});
