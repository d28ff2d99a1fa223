/**
 * Hashtags that work where captions are posted: letters, digits and underscores, starting with a letter, not
 * too long to read, and never the same tag twice in one caption (ignoring case).
 */

/** Longest hashtag made from a name or place, "#" included; longer ones are left out, not cut. */
export const MAX_HASHTAG_LENGTH = 32;

/** A valid hashtag: "#" then a letter, then letters, combining marks, decimal digits or underscores. */
export const HASHTAG = /^#\p{L}[\p{L}\p{M}\p{Nd}_]*$/u;

/** Every valid hashtag in `text`, wherever its "#" stands ("Party#One" holds "#One" for some readers). */
export function hashtagsIn(text: string): string[] {
  return [...text.matchAll(/#[^\s#]*/g)].map((match) => match[0])
    .flatMap((token) => [token, token.replace(/[^\p{L}\p{M}\p{Nd}_]+$/u, "")])
    .filter((token) => HASHTAG.test(token));
}

/**
 * A hashtag from any text, each word capitalised ("neon nights" -> "#NeonNights"), or null when the text gives
 * no valid one (no letters, a digit first: "#2026Gala" does not link everywhere) or one past MAX_HASHTAG_LENGTH.
 * Text without upper and lower case (Devanagari, Arabic) has its words joined by `joiner` ("शानदार_शाम").
 */
export function hashtag(text: string, joiner = ""): string | null {
  const words = text.normalize("NFC").replace(/['’]/g, "").split(/[^\p{L}\p{M}\p{Nd}_]+/u)
    .filter((word) => word && !/^\p{M}/u.test(word));
  const cased = /[\p{Lu}\p{Ll}]/u.test(text);
  const tag = `#${
    words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(cased ? "" : joiner)
  }`;
  return HASHTAG.test(tag) && tag.length <= MAX_HASHTAG_LENGTH ? tag : null;
}

/** Up to `max` hashtags from `sources`, in order, skipping invalid ones and any already in `body`. */
export function pickHashtags(
  body: string,
  sources: ReadonlyArray<string | undefined>,
  max: number,
  joiner = "",
): string[] {
  const seen = new Set(hashtagsIn(body).map((tag) => tag.toLowerCase()));
  const chosen: string[] = [];
  for (const source of sources) {
    if (chosen.length === max) break;
    const tag = source ? hashtag(source, joiner) : null;
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    chosen.push(tag);
  }
  return chosen;
}
