/**
 * The kit's copy in a language other than English, from its phrase bank (brandkit/languages/phrases): one
 * assembly for every language, the words and their grammar in the bank's templates. Deterministic: the same
 * request, seed and today give the same copy.
 */
import type { CopyLanguage } from "../../languages/registry.ts";
import type { GenerationRequest, KitText } from "../../schemas.ts";
import { gatherBankFacts, saysTwice } from "./_bank-facts.ts";
import { cleanCaptions, firstClean } from "./_no-repeats.ts";
import { writeBankCaptions } from "./_bank-captions.ts";
import { writeBankDescription, writeBankHeadline, writeBankTagline } from "./_bank-description.ts";
import { writeBankNames } from "./_bank-names.ts";

/**
 * The copy for a validated request in `language` (a copy language with a bank); `tag` is the request's own
 * BCP 47 tag, which writes the date ("pt-BR"); `today` is YYYY-MM-DD when known.
 */
export function writeBankCopy(
  request: GenerationRequest,
  seed: number,
  today: string | undefined,
  options: { language: Exclude<CopyLanguage, "en">; tag: string },
): KitText {
  const facts = gatherBankFacts(request, seed, today, options);
  const eventNames = writeBankNames(facts);
  const name = eventNames[0];
  const headline = writeBankHeadline(facts);
  // The tagline and headline are read together: no content word in both.
  const tagline = writeBankTagline(facts, headline, name);
  return {
    eventNames,
    headline,
    tagline,
    description: firstClean(
      () => writeBankDescription(facts, name),
      (text) => !saysTwice(facts, [text], name),
    ),
    socialCaptions: cleanCaptions(
      () => writeBankCaptions(facts, name, tagline),
      (caption) => !saysTwice(facts, [caption], name),
    ),
  };
}
