/**
 * Tokens handed over by a parent window (the page runs in a frame): the client asks with postMessage and
 * accepts an answer only from a trusted origin, waiting at most 100 ms (docs/behaviour.md#platform-auth).
 */
import { PARENT_TOKEN_WAIT_MS } from "../constants.ts";
import type { EventTargetLike, Timers, WindowLike } from "../runtime.ts";
import { TokenResponseSchema, type Tokens } from "./schemas.ts";
import { stampTokens } from "./tokens.ts";

/** The message the client posts to its parent. */
export const TOKEN_REQUEST_MESSAGE = "PLATFORM_REQUEST_TOKENS";
/** The message type a parent answers with: `{type, tokens}`. */
export const TOKEN_HANDOVER_MESSAGE = "PLATFORM_AUTH_TOKENS";

export type ParentTokenOptions = {
  parent: WindowLike;
  /** Where message events arrive (the page's window). */
  window: EventTargetLike;
  /** Origins whose answers are accepted. */
  trustedOrigins: readonly string[];
  projectId: string;
  timers: Timers;
  nowMs: () => number;
  /** @default PARENT_TOKEN_WAIT_MS (100) */
  waitMs?: number;
};

/** Tokens from the parent window, or undefined when none arrive from a trusted origin in time. */
export function requestParentTokens(options: ParentTokenOptions): Promise<Tokens | undefined> {
  return new Promise((resolve) => {
    const finish = (tokens: Tokens | undefined) => {
      options.timers.clearTimeout(timer);
      options.window.removeEventListener("message", onMessage);
      resolve(tokens);
    };
    const onMessage = (event: { origin?: string; data?: unknown }) => {
      if (!event.origin || !options.trustedOrigins.includes(event.origin)) return;
      const data = event.data as { type?: unknown; tokens?: unknown } | null;
      if (!data || data.type !== TOKEN_HANDOVER_MESSAGE) return;
      const parsed = TokenResponseSchema.safeParse(data.tokens);
      if (parsed.success) finish(stampTokens(parsed.data, options.nowMs()));
    };
    const timer = options.timers.setTimeout(() => finish(undefined), options.waitMs ?? PARENT_TOKEN_WAIT_MS);
    options.window.addEventListener("message", onMessage);
    // The request carries no secret, and the parent's origin is not known yet, so any origin may receive it.
    options.parent.postMessage({ type: TOKEN_REQUEST_MESSAGE, projectId: options.projectId }, "*");
  });
}
