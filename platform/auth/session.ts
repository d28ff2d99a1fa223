/**
 * The signed-in session: the token set and the user, the bearer token for every call, and the single-flight
 * refresh (docs/behaviour.md#platform-auth). However many calls find the token expired or rejected at once,
 * one refresh runs and every waiter settles with its outcome. Races: a refresh answer is kept only if the
 * session still holds the tokens it refreshed (a sign-out or another sign-in meanwhile wins); a failed
 * refresh first re-reads storage and adopts the newer tokens another tab saved, and clears only when there
 * are none; other tabs' changes are followed.
 */
import { TOKEN_REFRESH_TIMEOUT_MS } from "../constants.ts";
import { authError, AuthErrorCode, isPlatformError, type PlatformError } from "../errors.ts";
import type { BearerSource, HttpClient } from "../http.ts";
import type { Clock, Timers } from "../runtime.ts";
import { SessionResponseSchema, type Tokens, type User } from "./schemas.ts";
import type { TokenStore } from "./token-store.ts";
import { isAccessExpired, isRefreshExpired, stampTokens } from "./tokens.ts";

/** What listeners of the session are told. */
export type AuthState = { user: User | null; isAuthenticated: boolean; isLoading: boolean };

export type Session = BearerSource & {
  tokens(): Tokens | undefined;
  user(): User | null;
  state(): AuthState;
  /** Keeps a new token set (and the user, when known), saved to storage. */
  set(tokens: Tokens, user?: User | null): void;
  setUser(user: User | null): void;
  /** Forgets the tokens and the user. */
  clear(): void;
  setLoading(isLoading: boolean): void;
  /** Refreshes now (single-flight); resolves with the new token set. */
  refresh(): Promise<Tokens>;
  /**
   * Another tab changed the stored tokens (a storage event): follow its sign-in or refresh, or its sign-out
   * (`undefined`).
   */
  follow(stored: Tokens | undefined): void;
  /** Tokens arrived from another tab; the listener learns whose they are. */
  onForeignTokens(listener: (tokens: Tokens) => void): () => void;
  /** Resolves once the start-up token discovery is done; token() waits for it. */
  whenDiscovered(discovery: Promise<void>): void;
  onChange(listener: (state: AuthState) => void): () => void;
};

export type SessionOptions = {
  http: HttpClient;
  store: TokenStore;
  clock: Clock;
  timers: Timers;
  /** @default TOKEN_REFRESH_TIMEOUT_MS (10 s) */
  refreshTimeoutMs?: number;
};

export function createSession(options: SessionOptions): Session {
  let tokens: Tokens | undefined;
  let user: User | null = null;
  let isLoading = true;
  let discovered: Promise<void> = Promise.resolve();
  let refreshing: Promise<Tokens> | undefined;
  /** The token set the running refresh is for. */
  let refreshingFor: Tokens | undefined;
  const listeners = new Set<(state: AuthState) => void>();
  const foreignListeners = new Set<(tokens: Tokens) => void>();

  const state = (): AuthState => ({ user, isAuthenticated: tokens !== undefined, isLoading });
  const notify = () => {
    const snapshot = state();
    for (const listener of listeners) listener(snapshot);
  };
  const expired = (cause?: unknown) => authError(AuthErrorCode.TOKEN_EXPIRED, undefined, { cause });

  function clear(): void {
    const changed = tokens !== undefined || user !== null;
    tokens = undefined;
    user = null;
    options.store.clear();
    if (changed) notify();
  }

  /** The refresh call, failing after the timeout even if the fetch itself ignores the abort. */
  async function callRefresh(current: Tokens): Promise<{ tokens: Tokens; user?: User }> {
    const controller = new AbortController();
    let timer: unknown;
    const timeout = new Promise<never>((_, reject) => {
      timer = options.timers.setTimeout(() => {
        controller.abort();
        reject(expired(new Error("The token refresh timed out")));
      }, options.refreshTimeoutMs ?? TOKEN_REFRESH_TIMEOUT_MS);
    });
    try {
      const answer = await Promise.race([
        options.http.json({
          path: "/api/auth/refresh",
          json: { refresh_token: current.refresh_token },
          kind: "auth",
          authenticate: false,
          signal: controller.signal,
        }, SessionResponseSchema),
        timeout,
      ]);
      const fresh = stampTokens(answer.tokens, options.clock.now());
      // A platform that does not rotate refresh tokens keeps the one we have.
      const next: Tokens = fresh.refresh_token ? fresh : {
        ...fresh,
        refresh_token: current.refresh_token,
        refresh_expires_in: current.refresh_expires_in === undefined
          ? undefined
          : current.refresh_expires_in - (fresh.issued_at - current.issued_at),
      };
      return { tokens: next, user: answer.user };
    } finally {
      options.timers.clearTimeout(timer);
    }
  }

  /**
   * Newer tokens another tab saved while our refresh failed (it refreshed first with the same refresh token, or
   * signed in): adopted instead of signing everyone out.
   */
  function newerStoredTokens(current: Tokens): Tokens | undefined {
    const stored = options.store.load();
    if (!stored || stored.access_token === current.access_token) return undefined;
    if (isRefreshExpired(stored, options.clock.now()) && isAccessExpired(stored, options.clock.now())) {
      return undefined;
    }
    return stored;
  }

  async function runRefresh(): Promise<Tokens> {
    const current = tokens;
    if (!current || isRefreshExpired(current, options.clock.now())) {
      const newer = current && newerStoredTokens(current);
      if (newer) return adopt(newer);
      if (tokens === current) clear();
      throw expired();
    }
    let outcome: { tokens: Tokens; user?: User };
    try {
      outcome = await callRefresh(current);
    } catch (error) {
      // The session moved on meanwhile (signed out, signed in again, or followed another tab): its state is not
      // ours to clear, and the waiters carry on with it.
      if (tokens !== current) return currentOr(expired(error));
      const newer = newerStoredTokens(current);
      if (newer) return adopt(newer);
      clear();
      throw isPlatformError(error) && error.code === AuthErrorCode.TOKEN_EXPIRED ? error : expired(error);
    }
    // Saved only if the session still holds the tokens that were refreshed: a sign-out or another sign-in
    // during the refresh wins, and the late answer is dropped.
    if (tokens !== current) {
      return currentOr(expired(new Error("The session changed during the token refresh")));
    }
    set(outcome.tokens, outcome.user ?? user);
    return outcome.tokens;
  }

  /** The session's tokens now, for waiters of a refresh it outlived; signed out, they fail with `error`. */
  function currentOr(error: PlatformError): Tokens {
    if (!tokens) throw error;
    return tokens;
  }

  /**
   * Takes tokens another tab already saved (not written back). Whose they are is unknown until the platform
   * says, so the user is forgotten and the foreign-token listeners (auth: fetch /me) are told.
   */
  function adopt(next: Tokens): Tokens {
    tokens = next;
    user = null;
    notify();
    for (const listener of foreignListeners) listener(next);
    return next;
  }

  /** Signs out here because another tab did; storage is already empty, and is left alone. */
  function forget(): void {
    if (tokens === undefined && user === null) return;
    tokens = undefined;
    user = null;
    notify();
  }

  function refresh(): Promise<Tokens> {
    if (refreshing && refreshingFor === tokens) return refreshing;
    refreshingFor = tokens;
    const run: Promise<Tokens> = runRefresh().finally(() => {
      if (refreshing === run) refreshing = refreshingFor = undefined;
    });
    refreshing = run;
    return run;
  }

  /** The refresh of the tokens the session holds now, if one is running. */
  const refreshOfCurrent = () => (refreshing && refreshingFor === tokens ? refreshing : undefined);

  function set(next: Tokens, nextUser?: User | null): void {
    tokens = next;
    if (nextUser !== undefined) user = nextUser;
    options.store.save(next);
    notify();
  }

  return {
    tokens: () => tokens,
    user: () => user,
    state,
    set,
    setUser(next) {
      user = next;
      notify();
    },
    clear,
    setLoading(next) {
      if (next === isLoading) return;
      isLoading = next;
      notify();
    },
    refresh,
    follow(stored) {
      if (!stored) return forget();
      if (stored.access_token !== tokens?.access_token) adopt(stored);
    },
    onForeignTokens(listener) {
      foreignListeners.add(listener);
      return () => void foreignListeners.delete(listener);
    },
    whenDiscovered(discovery) {
      discovered = discovery;
    },
    async token() {
      await discovered;
      const running = refreshOfCurrent();
      if (running) return (await running).access_token;
      if (!tokens) return undefined;
      if (!isAccessExpired(tokens, options.clock.now())) return tokens.access_token;
      return (await refresh()).access_token;
    },
    async renew(stale) {
      const running = refreshOfCurrent();
      if (running) return (await running).access_token;
      // Another call already replaced the rejected token: use the new one, no second refresh.
      if (tokens && tokens.access_token !== stale && !isAccessExpired(tokens, options.clock.now())) {
        return tokens.access_token;
      }
      return (await refresh()).access_token;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
