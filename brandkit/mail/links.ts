/**
 * The links a mail carries (issue 38), always absolute at the site's public URL (BRANDKIT_PUBLIC_URL, required
 * with mail: a link made from a request's Host could point anywhere):
 * - the answer's private link, built as the event page builds it (client/event/guest-answer.ts, privateLink):
 *   `/k/{id}?guest=<guestId>#t=<guestToken>`, the token in the fragment, which no server or log sees;
 * - the unsubscribe link of the later mails, `/k/{id}/unsubscribe?guest=<guestId>&token=<unsubscribe token>`,
 *   with its own token (unsubscribe.ts), never the guest's.
 */
import { sharePath } from "../kept/kit-paths.ts";

/** The query parameter of a private link that names the answer (the page's GUEST_PARAM). */
export const PRIVATE_LINK_GUEST_PARAM = "guest";
/** The fragment parameter of a private link that holds the guest's token (the page's TOKEN_FRAGMENT). */
export const PRIVATE_LINK_TOKEN_FRAGMENT = "t";

/** The event page of kit `kitId` at `publicUrl`. */
export function eventPageUrl(publicUrl: string, kitId: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${sharePath(kitId)}`;
}

/** The private link of an answer: it changes or withdraws the answer from any browser. */
export function answerPrivateLink(pageUrl: string, guestId: string, guestToken: string): string {
  const url = new URL(pageUrl);
  url.search = new URLSearchParams({ [PRIVATE_LINK_GUEST_PARAM]: guestId }).toString();
  url.hash = new URLSearchParams({ [PRIVATE_LINK_TOKEN_FRAGMENT]: guestToken }).toString();
  return url.href;
}

/** The path of a kit's unsubscribe endpoint. */
export function unsubscribePath(kitId: string): string {
  return `${sharePath(kitId)}/unsubscribe`;
}

/** The one-click unsubscribe URL of a guest's later mails. */
export function unsubscribeUrl(publicUrl: string, kitId: string, guestId: string, token: string): string {
  const query = new URLSearchParams({ guest: guestId, token });
  return `${publicUrl.replace(/\/+$/, "")}${unsubscribePath(kitId)}?${query}`;
}
