/**
 * Start-up token discovery (docs/behaviour.md#platform-auth): a parent window first (when in a frame), then
 * the page's URL (the tokens are removed from the address bar), then storage.
 */
import type { ClientContext } from "../context.ts";
import { requestParentTokens } from "./parent-window.ts";
import type { Tokens } from "./schemas.ts";
import type { TokenStore } from "./token-store.ts";
import { readUrlTokens } from "./tokens.ts";

export type DiscoveryOptions = {
  context: ClientContext;
  store: TokenStore;
  trustedOrigins: readonly string[];
};

/** Where the discovered tokens came from. */
export type TokenSource = "parent" | "url" | "storage";

/** The tokens the page starts with, and where they came from; undefined when there are none. */
export async function discoverTokens(
  options: DiscoveryOptions,
): Promise<{ tokens: Tokens; source: TokenSource } | undefined> {
  const { browser, clock, timers, projectId } = options.context;
  if (browser?.parent && browser.window) {
    const tokens = await requestParentTokens({
      parent: browser.parent,
      window: browser.window,
      trustedOrigins: options.trustedOrigins,
      projectId,
      timers,
      nowMs: () => clock.now(),
    });
    if (tokens) return { tokens, source: "parent" };
  }
  if (browser?.location) {
    const found = readUrlTokens(browser.location.href, clock.now());
    if (found) {
      browser.history?.replaceState(null, "", found.cleanHref);
      if (found.tokens) return { tokens: found.tokens, source: "url" };
    }
  }
  const stored = options.store.load();
  return stored ? { tokens: stored, source: "storage" } : undefined;
}
