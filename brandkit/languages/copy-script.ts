/**
 * Is an AI's copy written in the language it was asked for? A script check, not a language check: Japanese must
 * be kana and kanji, Arabic Arabic letters, Spanish mostly Latin letters. It catches the failure that matters (a
 * model answering in English, or in the script of the event's name) without a language detector. The visitor's
 * own words (the name, the place, the link), the kit's names, hashtags and links are left out: they may be in any
 * script.
 */
import { primarySubtag } from "./language.ts";
import { knownLanguage, type Script } from "./registry.ts";

/** Which letters a script has; `needs` must appear somewhere in the copy (kana tells ja from zh). */
type ScriptRule = { letters: RegExp; needs?: RegExp };

/** Each script's letters: a language is held to its script's (registry.ts); one without a script is not. */
const SCRIPT_RULES: Readonly<Record<Script, ScriptRule>> = {
  Latn: { letters: /\p{Script_Extensions=Latin}/u },
  Jpan: {
    letters: /[\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Han}]/u,
    needs: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  },
  Hani: { letters: /\p{Script_Extensions=Han}/u },
  Kore: { letters: /[\p{Script_Extensions=Hangul}\p{Script_Extensions=Han}]/u, needs: /\p{Script=Hangul}/u },
  Arab: { letters: /\p{Script_Extensions=Arabic}/u },
  Hebr: { letters: /\p{Script_Extensions=Hebrew}/u },
  Deva: { letters: /\p{Script_Extensions=Devanagari}/u },
  Cyrl: { letters: /\p{Script_Extensions=Cyrillic}/u },
  Grek: { letters: /\p{Script_Extensions=Greek}/u },
  Thai: { letters: /\p{Script_Extensions=Thai}/u },
};

/** The share of a field's letters that must be in the language's script. */
const MIN_SCRIPT_SHARE = 0.5;

const LETTER = /\p{L}/gu;
const LINK = /\bhttps?:\/\/\S+/gu;
const HASHTAG = /[#@][\p{L}\p{M}\p{N}_]+/gu;

/** The copy fields the check reads (the kit's names are brand names, in any script). */
export type CopyFields = {
  eventNames: readonly string[];
  headline: string;
  tagline: string;
  description: string;
  socialCaptions: readonly string[];
};

function withoutOthers(text: string, ignore: readonly string[]): string {
  let rest = text.replace(LINK, " ").replace(HASHTAG, " ");
  for (const words of ignore) rest = rest.split(words).join(" ");
  return rest;
}

function inScript(text: string, rule: ScriptRule): boolean {
  const letters = text.match(LETTER) ?? [];
  if (letters.length === 0) return true;
  const ours = letters.filter((letter) => rule.letters.test(letter)).length;
  return ours / letters.length >= MIN_SCRIPT_SHARE;
}

/**
 * The first part of `copy` ("headline", "tagline", "description", "caption 2", or "copy" as a whole) that is not
 * written in `language`'s script, or undefined when all of it is (or the language is not one this knows).
 * `ignore` is text of any script that may appear in the copy: the custom name, the place, the link.
 */
export function copyScriptProblem(
  copy: CopyFields,
  language: string,
  ignore: ReadonlyArray<string | undefined> = [],
): string | undefined {
  const script = knownLanguage(primarySubtag(language))?.script;
  if (!script) return undefined;
  const rule = SCRIPT_RULES[script];
  const others = [...ignore, ...copy.eventNames]
    .filter((text): text is string => Boolean(text?.trim()))
    .sort((a, b) => b.length - a.length);
  const parts: Array<[string, string]> = [
    ["headline", copy.headline],
    ["tagline", copy.tagline],
    ["description", copy.description],
    ...copy.socialCaptions.map((caption, index): [string, string] => [`caption ${index + 1}`, caption]),
  ];
  const texts = parts.map(([part, text]) => [part, withoutOthers(text, others)] as const);
  const wrong = texts.find(([, text]) => !inScript(text, rule));
  if (wrong) return wrong[0];
  if (rule.needs && !texts.some(([, text]) => rule.needs!.test(text))) return "copy";
  return undefined;
}
