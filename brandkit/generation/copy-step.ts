/**
 * The copy step of a generation: one structured-object generation (docs/behaviour.md#names-and-copy),
 * validated, the custom name put first and the event's link in every caption. An AI provider's copy must be
 * in the kit's language: its script is checked, and on a mismatch it is asked once more with a firmer
 * instruction before the generation fails. A local provider (the offline copywriter) writes the language
 * itself and is not second-guessed.
 */
import { BrandKitError, ErrorCode } from "../errors.ts";
import { copyScriptProblem } from "../languages/copy-script.ts";
import { baseLanguage, languageName, type WrittenLanguage, writtenLanguage } from "../languages/language.ts";
import { buildTextPrompt, copyFaultsLine, firmLanguageLine } from "./prompts.ts";
import { describeFaults, lintCopy } from "../copy-fit/mod.ts";
import type { AiProvider } from "./provider.ts";
import { classifyProviderError, type ProviderErrorContext } from "./provider-errors.ts";
import { type GenerationRequest, KIT_TEXT_JSON_SCHEMA, type KitText, KitTextSchema } from "../schemas.ts";
import { toValidationIssues } from "../validate.ts";
import { mendedText } from "../typed-text.ts";

export type WriteCopyOptions = ProviderErrorContext & { provider: AiProvider };

/**
 * A provider's copy with what the text rule refuses taken out (typed-text.ts): a model's stray control character
 * or line break in a headline is its slip, not a reason to fail the visitor's kit. The description and the
 * captions keep their line breaks; the names, headline and tagline are made one line.
 */
function mendedCopy(reply: unknown): unknown {
  if (reply === null || typeof reply !== "object" || Array.isArray(reply)) return reply;
  const { description, socialCaptions, ...oneLine } = reply as Record<string, unknown>;
  return {
    ...mendedText(oneLine, "one"),
    ...description === undefined ? {} : { description: mendedText(description) },
    ...socialCaptions === undefined ? {} : { socialCaptions: mendedText(socialCaptions) },
  };
}

/**
 * Every caption carries the event's link (tickets or RSVP) when there is one, whatever the provider wrote: on a
 * line of its own after a caption that lacks it.
 */
export function withEventLink(captions: string[], link: string | undefined): string[] {
  if (!link) return captions;
  return captions.map((caption) => caption.includes(link) ? caption : `${caption}\n${link}`);
}

/** The custom name leads the names when the visitor gave one, whatever the provider did with it. */
function withCustomNameFirst(names: string[], customName: string | undefined): string[] {
  if (!customName) return names;
  const others = names.filter((name) => name.toLowerCase() !== customName.toLowerCase());
  return [customName, ...others].slice(0, names.length);
}

/** One answer of the provider to `prompt`, validated as copy. */
async function askForCopy(
  prompt: string,
  request: GenerationRequest,
  seed: number,
  options: WriteCopyOptions,
): Promise<KitText> {
  let reply: unknown;
  try {
    reply = await options.provider.object({
      prompt,
      schema: KitTextSchema,
      jsonSchema: KIT_TEXT_JSON_SCHEMA,
      schemaName: "brand_kit_copy",
      request,
      seed,
      signal: options.signal,
    });
  } catch (error) {
    throw classifyProviderError(error, "copy", options);
  }
  const parsed = KitTextSchema.safeParse(mendedCopy(reply));
  if (parsed.success) return parsed.data;
  const issues = toValidationIssues(parsed.error);
  const first = issues[0];
  throw new BrandKitError(
    ErrorCode.AI_ERROR,
    `The AI returned copy that does not fit a brand kit: ${
      first.path ? `${first.path}: ` : ""
    }${first.message}`,
    { issues },
  );
}

/** The part of `copy` that is not in the request's language, if any (the visitor's own words may be). */
function languageProblem(
  copy: KitText,
  request: GenerationRequest,
  language: WrittenLanguage,
): string | undefined {
  return copyScriptProblem(copy, language, [
    request.customEventName,
    request.eventLocation,
    request.eventLink,
  ]);
}

/**
 * The kit's copy for a request whose `language` is resolved. Throws AI_ERROR when an AI provider's copy does
 * not fit a kit, or is still not in the kit's language when asked a second time.
 */
export async function writeCopy(
  request: GenerationRequest,
  seed: number,
  options: WriteCopyOptions,
): Promise<KitText> {
  let prompt = buildTextPrompt(request);
  let copy = await askForCopy(prompt, request, seed, options);
  // The generator's request is written already (settle.ts); any other is settled here, once.
  const language = writtenLanguage(request.language);
  if (!options.provider.local && languageProblem(copy, request, language)) {
    // The firmer line stays in the prompt should the copy be asked for again for its faults.
    prompt = `${prompt}\n${firmLanguageLine(language)}`;
    copy = await askForCopy(prompt, request, seed, options);
    const problem = languageProblem(copy, request, language);
    if (problem) {
      const name = `${languageName(language)} (${language})`;
      const what = problem === "copy" ? "it is" : `its ${problem} is`;
      throw new BrandKitError(
        ErrorCode.AI_ERROR,
        `The AI did not write the copy in ${name}, even when asked twice: ${what} in another script.`,
      );
    }
  }
  const finished = (text: KitText): KitText => ({
    ...text,
    eventNames: withCustomNameFirst(text.eventNames, request.customEventName),
    socialCaptions: withEventLink(text.socialCaptions, request.eventLink),
  });
  if (options.provider.local) return finished(copy);
  const lintLanguage = baseLanguage(language);
  // The model's copy is held to the offline copy's rules: asked again once, with its faults named.
  const first = finished(copy);
  const faults = lintCopy(first, request, lintLanguage);
  if (faults.length === 0) return first;
  const second = finished(
    await askForCopy(`${prompt}\n${copyFaultsLine(describeFaults(faults))}`, request, seed, options),
  );
  const left = lintCopy(second, request, lintLanguage);
  if (languageProblem(second, request, language) || left.length > faults.length) return first;
  return second;
}
