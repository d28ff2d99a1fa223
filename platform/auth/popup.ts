/**
 * Sign-in with a provider in a popup (managed mode): the auth page posts the tokens back from its own origin.
 * Closing the popup is POPUP_CANCELED; no answer in 30 s is AUTH_TIMEOUT (docs/behaviour.md#platform-auth).
 */
import { POPUP_SIGN_IN_TIMEOUT_MS } from "../constants.ts";
import { authError, AuthErrorCode } from "../errors.ts";
import type { EventTargetLike, Timers, WindowLike } from "../runtime.ts";
import { TOKEN_HANDOVER_MESSAGE } from "./parent-window.ts";
import { TokenResponseSchema, type Tokens } from "./schemas.ts";
import { stampTokens } from "./tokens.ts";

/** How often the popup is checked for having been closed. */
export const POPUP_CLOSED_POLL_MS = 500;
const POPUP_FEATURES = "width=500,height=640";

export type PopupOptions = {
  /** The auth page, with the provider and project in its query. */
  url: string;
  open(url: string, target: string, features: string): WindowLike | null;
  window: EventTargetLike;
  /** The auth page's origin: the only one whose answer is accepted. */
  authOrigin: string;
  timers: Timers;
  nowMs: () => number;
  /** @default POPUP_SIGN_IN_TIMEOUT_MS (30 s) */
  timeoutMs?: number;
};

/** Opens the popup and resolves with the tokens it hands back. */
export function signInWithPopup(options: PopupOptions): Promise<Tokens> {
  const popup = options.open(options.url, "platform-auth", POPUP_FEATURES);
  if (!popup) {
    return Promise.reject(authError(AuthErrorCode.REDIRECT_FAILED, "The sign-in popup was blocked."));
  }
  return new Promise((resolve, reject) => {
    let poll: unknown;
    const cleanUp = () => {
      options.timers.clearTimeout(deadline);
      options.timers.clearTimeout(poll);
      options.window.removeEventListener("message", onMessage);
    };
    const fail = (code: AuthErrorCode) => {
      cleanUp();
      popup.close?.();
      reject(authError(code));
    };
    const onMessage = (event: { origin?: string; data?: unknown }) => {
      if (event.origin !== options.authOrigin) return;
      const data = event.data as { type?: unknown; tokens?: unknown } | null;
      if (!data || data.type !== TOKEN_HANDOVER_MESSAGE) return;
      const parsed = TokenResponseSchema.safeParse(data.tokens);
      if (!parsed.success) return;
      cleanUp();
      popup.close?.();
      resolve(stampTokens(parsed.data, options.nowMs()));
    };
    const checkClosed = () => {
      if (popup.closed) return fail(AuthErrorCode.POPUP_CANCELED);
      poll = options.timers.setTimeout(checkClosed, POPUP_CLOSED_POLL_MS);
    };
    const deadline = options.timers.setTimeout(
      () => fail(AuthErrorCode.AUTH_TIMEOUT),
      options.timeoutMs ?? POPUP_SIGN_IN_TIMEOUT_MS,
    );
    options.window.addEventListener("message", onMessage);
    poll = options.timers.setTimeout(checkClosed, POPUP_CLOSED_POLL_MS);
  });
}
