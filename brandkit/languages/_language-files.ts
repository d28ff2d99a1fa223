/**
 * The one reader of the per-language data files (phrases/, event-words/, kind-markers/ and file-words/, one JSON
 * file per registered language): a file is parsed through its folder's schema the first time its language is
 * asked for, and must name its own language; one that does not fit is a programming error whose message names the
 * file and the problem. `sources` is typed by the registry, so a folder that misses a language's file, or has one
 * for a language that is not registered, does not type-check.
 */
import type { z } from "zod";
import { parseOrThrow } from "../validate.ts";
import type { CopyLanguage } from "./registry.ts";

/** The validated file of a language, from `sources` (the files as imported) through `schema`, kept once read. */
export function languageFiles<File extends { language: string }>(
  folder: string,
  schema: z.ZodType<File>,
  sources: Readonly<Record<CopyLanguage, unknown>>,
): (language: CopyLanguage) => File {
  const parsed = new Map<CopyLanguage, File>();
  return (language) => {
    let file = parsed.get(language);
    if (!file) {
      const ownLanguage = schema.refine((data) => data.language === language, {
        error: `language must be "${language}", the file's own`,
        path: ["language"],
      });
      file = parseOrThrow(ownLanguage, sources[language], `${folder}/${language}.json`);
      parsed.set(language, file);
    }
    return file;
  };
}
