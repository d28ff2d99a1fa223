import { describe, expect, it } from "vitest";
import type { CopyLanguage } from "../../../../brandkit/languages/mod.ts";
import { phraseBank } from "../../../../brandkit/languages/phrases/mod.ts";
import { compileRewrites, fill, joinSentences } from "../../../../brandkit/providers/offline/_fill.ts";
import { writeOfflineCopy } from "../../../../brandkit/providers/offline/mod.ts";
import { lintCopy } from "../../../../brandkit/copy-fit/mod.ts";
import { GenerationRequestSchema } from "../../../../brandkit/schemas.ts";

/** `template` filled with `value` as {place} under `language`'s contractions. */
const filled = (language: CopyLanguage, template: string, value: string) =>
  fill(
    template,
    { place: value, date: value, name: value },
    compileRewrites(phraseBank(language).copy!.rewrites),
  );

describe("fill()", () => {
  it.each<[CopyLanguage, string, string, string]>([
    ["fr", "à {place}", "Lyon", "à Lyon"],
    ["fr", "à {place}", "Le Grand Palais", "au Grand Palais"],
    ["fr", "à {place}", "Les Halles", "aux Halles"],
    ["fr", "Les Nuits de {place}", "Avignon", "Les Nuits d’Avignon"],
    ["fr", "Les Nuits de {place}", "Le Mans", "Les Nuits du Mans"],
    ["fr", "à {place}", "Villa Borghese", "à la Villa Borghese"],
    ["fr", "à {place}", "Palais des Papes", "au Palais des Papes"],
    ["fr", "à {place}", "Opéra Garnier", "à l’Opéra Garnier"],
    ["fr", "Les Nuits de {place}", "Château de Versailles", "Les Nuits du Château de Versailles"],
    ["es", "Noches de {place}", "El Escorial", "Noches del Escorial"],
    ["de", "in {place}", "Berlin", "in Berlin"],
    ["de", "in {place}", "Kraftwerk Berlin", "im Kraftwerk Berlin"],
    ["de", "in {place}", "Stadthalle Mitte", "in der Stadthalle Mitte"],
    ["de", "in {place}", "Die Bar", "in der Bar"],
    ["pt", "em {place}", "Lisboa", "em Lisboa"],
    ["pt", "em {place}", "Teatro São Luiz", "no Teatro São Luiz"],
    ["pt", "em {place}", "Casa da Música", "na Casa da Música"],
    ["pt", "de {place}", "O Castelo", "do Castelo"],
    ["pt", "em {place}", "Porto", "no Porto"],
    ["it", "a {place}", "Roma", "a Roma"],
    ["it", "a {place}", "Porto", "a Porto"],
    ["it", "a {place}", "Ancona", "ad Ancona"],
    ["it", "a {place}", "Teatro Regio", "al Teatro Regio"],
    ["it", "a {place}", "Villa Borghese", "alla Villa Borghese"],
    ["it", "a {place}", "Arena di Verona", "all’Arena di Verona"],
    ["it", "il {date}", "8 marzo 2027", "l’8 marzo 2027"],
    ["it", "il {date}", "18 marzo 2027", "il 18 marzo 2027"],
    ["ru", "с {name}", "струнным квартетом", "со струнным квартетом"],
    ["ru", "с {name}", "живой музыкой", "с живой музыкой"],
  ])("contracts %s '%s' before '%s' into '%s'", (language, template, value, expected) => {
    expect(filled(language, template, value)).toBe(expected);
  });

  it("leaves the visitor's words alone inside a value: only the seam is rewritten", () => {
    expect(filled("fr", "à {place}", "Rue de Le Havre")).toBe("à Rue de Le Havre");
  });

  it("keeps one full stop after a date that ends with one", () => {
    expect(fill("Ждём вас {date}.", { date: "14 марта 2027 г." })).toBe("Ждём вас 14 марта 2027 г.");
  });

  it("joins sentences with a space, but none after a full-width mark", () => {
    expect(joinSentences(["「夜会」へようこそ。", "お待ちしております。"])).toBe(
      "「夜会」へようこそ。お待ちしております。",
    );
    expect(joinSentences(["Bienvenue.", "À bientôt !"])).toBe("Bienvenue. À bientôt !");
  });

  it("keeps a value of private-use characters whole: the seams are marked with controls no typed text holds", () => {
    // The marks were U+E000 and U+E001 once: a name typed as one was taken out ("Réservez votre place pour .").
    expect(fill("Réservez votre place pour {name}.", { name: "\uE000" })).toBe(
      "Réservez votre place pour \uE000.",
    );
    expect(filled("fr", "à {place}", "\uE001 Le Hall")).toBe("à \uE001 Le Hall");
    expect(filled("fr", "à {place}", "Le Hall \uE000")).toBe("au Hall \uE000");
  });
});

describe("a name or place that shows nothing (issue 36)", () => {
  it.each<CopyLanguage>(["fr", "en", "ja", "de"])(
    "is no name in %s: the copy names the event itself, and no sentence keeps the slot empty",
    (language) => {
      for (const blank of ["\u200B", "\u3164", "\u2060\u200D"]) {
        const request = GenerationRequestSchema.parse({
          language,
          vibes: ["wedding"],
          customEventName: blank,
          eventLocation: blank,
          eventDate: "2027-06-18",
        });
        const copy = writeOfflineCopy(request, 3, "2027-03-01");
        expect(copy.eventNames[0]).not.toBe(blank);
        expect(copy.socialCaptions.join("\n")).not.toContain(blank);
        expect(lintCopy(copy, request, language)).toEqual([]);
      }
    },
  );
});
