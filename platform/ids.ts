/**
 * Identifiers made from the injected random source, so tests get the same ids every run.
 */
import type { Random } from "./runtime.ts";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
/** Length of a random id: 16 base-36 characters, about 82 bits. */
export const RANDOM_ID_LENGTH = 16;

/** A random base-36 id with an optional prefix ("s_k3j..."). */
export function randomId(random: Random, prefix = ""): string {
  let id = prefix;
  for (let index = 0; index < RANDOM_ID_LENGTH; index++) {
    id += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length];
  }
  return id;
}
