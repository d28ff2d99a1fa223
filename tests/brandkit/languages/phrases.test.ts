import { describe, expect, it } from "vitest";
import { COPY_LANGUAGES } from "../../../brandkit/languages/mod.ts";
import { bankFor, phraseBank, PhraseBankSchema, slotsOf } from "../../../brandkit/languages/phrases/mod.ts";
import { parseOrThrow } from "../../../brandkit/validate.ts";
import { EVENT_KINDS } from "../../../brandkit/kinds/event-kinds.ts";
import { ENGLISH_WORDS } from "../providers/offline/_language-rules.ts";

/** Every string a bank holds, with where it is. */
function strings(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** A copy of the French bank, as its file holds it, with `change` applied. */
function frenchWith(change: (bank: Record<string, any>) => void): unknown {
  const bank = structuredClone(phraseBank("fr")) as Record<string, any>;
  change(bank);
  return bank;
}

describe("the phrase banks", () => {
  it.each(COPY_LANGUAGES)("phrases/%s.json fits the one phrase-bank schema", (language) => {
    const bank = phraseBank(language);
    expect(bank.language).toBe(language);
    expect(bank.copy === undefined).toBe(language === "en");
  });

  it("gives a language without a bank the English one, never a mix", () => {
    expect(bankFor("sv")).toBe(phraseBank("en"));
    expect(bankFor(undefined)).toBe(phraseBank("en"));
    expect(bankFor("pt-BR")).toBe(phraseBank("pt"));
  });

  it.each(COPY_LANGUAGES.filter((language) => language !== "en"))(
    "holds no English function word in the %s bank's copy and lines",
    (language) => {
      const { copy, graphics } = phraseBank(language);
      const english = strings({ copy, graphics }).filter(([path, text]) =>
        !path.includes("moodWords") && !path.includes(".words") && text.match(ENGLISH_WORDS)
      );
      expect(english).toEqual([]);
    },
  );

  it.each(COPY_LANGUAGES.filter((language) => language !== "en"))(
    "gives the %s bank's lines for kinds' traits only under traits the kinds have, each group readable undated",
    (language) => {
      const { captions, recap } = phraseBank(language).copy!;
      const traits = new Set(EVENT_KINDS.flatMap((kind) => kind.traits));
      for (const groups of [captions.traits, recap.traits]) {
        for (const [trait, lines] of Object.entries(groups)) {
          expect(traits).toContain(trait);
          for (const templates of Object.values(lines ?? {})) {
            expect(
              (templates as string[]).some((template) =>
                slotsOf(template).every((slot) => !/when|where|place|date|timing/.test(slot))
              ),
            ).toBe(true);
          }
        }
      }
      // Guests invited one by one are invited and told goodbye without the shared lines.
      expect(captions.traits.invited.invite).not.toEqual(captions.invite);
      expect(captions.traits.invited.closing).not.toEqual(captions.closing);
    },
  );

  it.each(COPY_LANGUAGES)("keeps the %s QR captions short enough for the floor", (language) => {
    const { qr } = phraseBank(language).graphics;
    for (const caption of [qr.rsvp, qr.tickets]) expect([...caption].length).toBeLessThanOrEqual(12);
  });

  it.each(COPY_LANGUAGES.filter((language) => language !== "en"))(
    "gives every %s template group a form that reads without a date or place",
    (language) => {
      const { copy } = phraseBank(language);
      const groups = [copy!.description.openings, copy!.description.details, copy!.captions.announce];
      for (const group of groups) {
        expect(
          group.some((template) => slotsOf(template).every((slot) => !/when|where|place|date/.test(slot))),
        )
          .toBe(true);
      }
    },
  );
});

describe("PhraseBankSchema", () => {
  it.each([
    [
      "a template naming a slot no template knows",
      (bank: Record<string, any>) => bank.copy.description.openings.splice(0, 9, "{nom}, c’est la fête."),
      "Invalid phrases/fr.json: copy.description.openings[0]: names a slot no template knows",
    ],
    [
      "a group whose every template needs a date",
      (bank: Record<string, any>) => bank.copy.description.details.splice(0, 9, "Rendez-vous {when}."),
      "Invalid phrases/fr.json: copy.description.details: needs one template without {when}, {date}, {where}, {place}, {year}, {timing} or {days}",
    ],
    [
      "a week of six days",
      (bank: Record<string, any>) => bank.graphics.weekdayNights.pop(),
      "Invalid phrases/fr.json: graphics.weekdayNights: needs 7 entries, Monday first",
    ],
    [
      "a hashtag word with a space",
      (bank: Record<string, any>) => bank.copy.voices.default.tags.push("Bonne ambiance"),
      "Invalid phrases/fr.json: copy.voices.default.tags[3]: is not a valid hashtag word",
    ],
    [
      "a rewrite that is not a regular expression",
      (bank: Record<string, any>) => bank.copy.rewrites.unshift(["(à ‹", "au ‹"]),
      "Invalid phrases/fr.json: copy.rewrites[0]: is not a regular expression",
    ],
    [
      "caption lines for guests invited one by one without an invitation",
      (bank: Record<string, any>) => delete bank.copy.captions.traits.invited.invite,
      "Invalid phrases/fr.json: copy.captions.traits.invited.invite",
    ],
    [
      "a solemn recap that keeps the shared cheers (no lines of its own)",
      (bank: Record<string, any>) => delete bank.copy.recap.traits.solemn.hooks,
      "Invalid phrases/fr.json: copy.recap.traits.solemn.hooks",
    ],
    [
      "lines for a trait no kind has",
      (bank: Record<string, any>) => (bank.copy.captions.traits.noisy = { invite: ["{name} !"] }),
      "Invalid phrases/fr.json: copy.captions.traits",
    ],
    [
      "a language other than English without its copy",
      (bank: Record<string, any>) => delete bank.copy,
      "Invalid phrases/fr.json: copy: needs the copy: only English copy is written without a bank",
    ],
  ])("refuses %s, naming the file and the problem", (_, change, message) => {
    expect(() => parseOrThrow(PhraseBankSchema, frenchWith(change), "phrases/fr.json")).toThrow(message);
  });
});
