/**
 * A going guest's ticket (issue 39): the check-in code the door scans or types. Browser-safe and zod-free, so the
 * door page reads typed codes exactly as the server does.
 *
 * A new code is 10 characters from an alphabet of 30 without look-alikes (no 0, O, 1, I, L or U): 49 random
 * bits. Codes given before tickets existed are the first 12 hex digits of the guest's token hash (48 bits, the
 * kit store's migration 10), so a typed code is read leniently: case, spaces and hyphens are ignored, and O, I
 * and L read as 0, 1 and 1 (which no new code contains).
 */

/** The characters of a new code. */
export const CHECK_IN_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
/** The characters of a new code: log2(30) x 10 = 49 random bits. */
export const CHECK_IN_CODE_LENGTH = 10;
/** A code as kept and compared: what normalizeCheckInCode gives for a real code. */
export const CHECK_IN_CODE_PATTERN = /^[0-9A-Z]{8,16}$/;

/** A new code, from `random` (crypto.getRandomValues by default), uniform over the alphabet. */
export function newCheckInCode(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const alphabet = CHECK_IN_CODE_ALPHABET;
  // The largest multiple of the alphabet's size under 256: bytes above it are drawn again, so no letter is likelier.
  const fair = 256 - (256 % alphabet.length);
  let code = "";
  while (code.length < CHECK_IN_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(CHECK_IN_CODE_LENGTH * 2))) {
      if (byte < fair && code.length < CHECK_IN_CODE_LENGTH) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}

/**
 * A code as typed or scanned, as it is kept: upper case, without spaces, hyphens or dots, O read as 0 and I or L
 * as 1. Anything else is left as it is (CHECK_IN_CODE_PATTERN then refuses it).
 */
export function normalizeCheckInCode(typed: string): string {
  return typed.normalize("NFKC").toUpperCase().replace(/[\s\-.·]+/g, "").replaceAll("O", "0")
    .replace(/[IL]/g, "1");
}

/** A code as shown to be read out or typed: in groups of 5 (new codes) or 4 (older ones), joined by hyphens. */
export function formatCheckInCode(code: string): string {
  const group = code.length % 5 === 0 ? 5 : 4;
  return code.match(new RegExp(`.{1,${group}}`, "g"))?.join("-") ?? code;
}
