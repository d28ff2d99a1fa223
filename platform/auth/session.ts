/**
 * The signed-in session: the token set and the user, the bearer token for every call, and the single-flight
 * refresh (spec §4). However many calls find the token expired or rejected at once, one refresh runs and every
 * waiter settles with its outcome; a failed refresh, or an expired refresh token, clears the tokens.
 */
import { TOKEN_REFRESH_TIMEOUT_MS } from "../constants.ts";
import { authError, AuthErrorCode, isPlatformError } from "../errors.ts";
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
  const listeners = new Set<(state: AuthState) => void>();

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
  async function callRefresh(current: Tokens): Promise<Tokens> {
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
      set(next, answer.user ?? user);
      return next;
    } finally {
      options.timers.clearTimeout(timer);
    }
  }

  async function runRefresh(): Promise<Tokens> {
    const current = tokens;
    if (!current || isRefreshExpired(current, options.clock.now())) {
      clear();
      throw expired();
    }
    try {
      return await callRefresh(current);
    } catch (error) {
      // Only clear what this refresh was for: a sign-in meanwhile has its own, valid tokens.
      if (tokens === current) clear();
      throw isPlatformError(error) && error.code === AuthErrorCode.TOKEN_EXPIRED ? error : expired(error);
    }
  }

  function refresh(): Promise<Tokens> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

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
    whenDiscovered(discovery) {
      discovered = discovery;
    },
    async token() {
      await discovered;
      if (refreshing) return (await refreshing).access_token;
      if (!tokens) return undefined;
      if (!isAccessExpired(tokens, options.clock.now())) return tokens.access_token;
      return (await refresh()).access_token;
    },
    async renew(stale) {
      if (refreshing) return (await refreshing).access_token;
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
