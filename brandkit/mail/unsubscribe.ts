/**
 * Unsubscribing from an event's later mails (issue 38; RFC 8058 one-click). The link carries an unsubscribe
 * token of its own, never the guest's token (which changes and withdraws the answer, and must not travel in a
 * mail header that mail systems log and act on):
 *
 *   token = base64url(HMAC-SHA256(key = the SHA-256 of the guest's token, as the store keeps it,
 *                                 message = "brandkit-unsubscribe:<kitId>:<guestId>"))
 *
 * The server checks it against the kept hash, in constant time, with no secret to configure or to lose; it
 * reveals nothing of the guest's token (HMAC is one-way), opens nothing but unsubscribing, and stops working
 * when the answer is withdrawn (or its token replaced). The confirmation carries no List-Unsubscribe: it is the
 * one mail the guest asked for by giving an address.
 */
import { sameHash } from "../kept/kept-kits.ts";

/** What RFC 8058's one-click POST carries in its body. */
export const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** The unsubscribe token of guest `guestId` of kit `kitId`, whose token's SHA-256 is `tokenHash`. */
export async function unsubscribeToken(kitId: string, guestId: string, tokenHash: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(tokenHash),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign(
    "HMAC",
    key,
    encoder.encode(`brandkit-unsubscribe:${kitId}:${guestId}`),
  );
  return base64Url(new Uint8Array(signature));
}

/** Whether `token` is the unsubscribe token of that guest (compared in constant time). */
export async function isUnsubscribeToken(
  token: string,
  kitId: string,
  guestId: string,
  tokenHash: string,
): Promise<boolean> {
  return sameHash(token, await unsubscribeToken(kitId, guestId, tokenHash));
}

/**
 * The headers of a later mail (an update, a change, a reminder) that let mail apps offer "Unsubscribe" and do it
 * in one click (RFC 2369 and RFC 8058): `List-Unsubscribe: <https://...>` and `List-Unsubscribe-Post`.
 */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  if (!/^https?:\/\//.test(url) || /[<>\s]/.test(url)) {
    throw new TypeError(
      "an unsubscribe URL must be an absolute http(s) URL without spaces or angle brackets",
    );
  }
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": ONE_CLICK_BODY };
}
