/**
 * The kit's copy in a language other than English, from its phrase bank (brandkit/languages/phrases): one
 * assembly for every language, the words and their grammar in the bank's templates. Deterministic: the same
 * request, seed and today give the same copy.
 */
import type { CopyLanguage } from "../../languages/language.ts";
import type { GenerationRequest, KitText } from "../../schemas.ts";
import { gatherBankFacts } from "./_bank-facts.ts";
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
  const tagline = writeBankTagline(facts);
  return {
    eventNames,
    headline: writeBankHeadline(facts),
    tagline,
    description: writeBankDescription(facts, name),
    socialCaptions: writeBankCaptions(facts, name, tagline),
  };
}
