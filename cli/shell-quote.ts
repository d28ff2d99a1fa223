/**
 * Quotes a word for a POSIX shell, for the commands the CLI suggests ("brandkit regenerate 'my kit' ...").
 */

const SAFE_WORD = /^[\w@%+=:,./-]+$/;

/** `word` as is when the shell reads it unchanged, else in single quotes. */
export function shellQuote(word: string): string {
  if (SAFE_WORD.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}
