/**
 * The auth service (docs/behaviour.md#platform-auth): start-up (token discovery, the current user within 5 s,
 * the redirect to the auth page only when auth is required), the session, sign-in and sign-up, roles and
 * permissions.
 */
import { z } from "zod";
import { DEFAULT_AUTH_PROVIDERS, USER_FETCH_WAIT_MS } from "../constants.ts";
import type { ClientContext } from "../context.ts";
import { authError, AuthErrorCode, ErrorCode, ErrorKind, isPlatformError, PlatformError } from "../errors.ts";
import { type AccountApi, createAccountApi } from "./account.ts";
import { discoverTokens } from "./discovery.ts";
import type { AuthMode, AuthOptions } from "./options.ts";
import { can as canDo, hasRole as roleMatches } from "./permissions.ts";
import { signInWithPopup } from "./popup.ts";
import { MeResponseSchema, SessionResponseSchema, type TokenResponse, type User } from "./schemas.ts";
import type { AuthState, Session } from "./session.ts";
import type { TokenStore } from "./token-store.ts";
import { followOtherTabs } from "./tab-sync.ts";
import { tokenStorageKey } from "./token-store.ts";
import { stampTokens } from "./tokens.ts";

const ProvidersSchema = z.object({ providers: z.array(z.string()).optional() }).loose();

export type SignUpInput = { email: string; password: string; displayName?: string; [field: string]: unknown };

export type AuthApi = AccountApi & {
  /** Resolves when start-up is done: tokens discovered and the user fetched (or 5 s passed). */
  ready(): Promise<void>;
  isAuthenticated(): boolean;
  currentUser(): User | null;
  /** The signed-in user, from the platform. */
  me(): Promise<User>;
  /** Changes the user's own fields. */
  updateMe(fields: Partial<Omit<User, "id">>): Promise<User>;
  /** Headless mode only. */
  signUp(input: SignUpInput): Promise<User | null>;
  /** Headless mode only. */
  signInWithEmail(email: string, password: string): Promise<User | null>;
  /** Signs in through the auth page in a popup ("google", ...). */
  signInWithProvider(provider: string): Promise<User | null>;
  /** Sends the browser to the auth page. */
  login(redirectUrl?: string): void;
  /** Uses tokens obtained elsewhere (a server, a test). */
  setSession(tokens: TokenResponse, user?: User): Promise<User | null>;
  logout(): void;
  /** Refreshes the access token now (single-flight). */
  refresh(): Promise<void>;
  /** The sign-in providers of the project; email and google when the platform names none. */
  providers(): Promise<string[]>;
  hasRole(role: string | readonly string[]): boolean;
  /** "posts.create", "posts", or can("create", "posts"). */
  can(permission: string, resource?: string): boolean;
  onAuthStateChanged(listener: (state: AuthState) => void): () => void;
  /** Stops following other tabs. */
  dispose(): void;
};

export type AuthDeps = {
  context: ClientContext;
  session: Session;
  store: TokenStore;
  options: AuthOptions;
  authRequired: boolean;
  baseUrl: string;
};

function originOf(url: string): string {
  return new URL(url).origin;
}

export function createAuth(deps: AuthDeps): AuthApi {
  const { context, session } = deps;
  const mode: AuthMode = deps.options.mode ?? "managed";
  const authUrl = deps.options.authUrl ?? `${deps.baseUrl.replace(/\/+$/, "")}/auth`;
  const roles = deps.options.roles ?? {};
  const trustedOrigins = deps.options.trustedOrigins ??
    [...new Set([originOf(deps.baseUrl), originOf(authUrl)])];
  const base = "/api/auth";

  function requireHeadless(call: string): void {
    if (mode !== "headless") {
      throw new PlatformError(
        ErrorKind.AUTH,
        ErrorCode.UNSUPPORTED,
        `${call} is only available in headless auth mode; create the client with auth: { mode: "headless" }.`,
      );
    }
  }

  function authPageUrl(extra: Record<string, string>, redirectUrl?: string): string {
    const url = new URL(authUrl);
    url.searchParams.set("project_id", context.projectId);
    const back = redirectUrl ?? context.browser?.location?.href;
    if (back) url.searchParams.set("redirect_url", back);
    for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
    return url.toString();
  }

  async function me(): Promise<User> {
    const user = await context.http.json({ path: `${base}/me`, kind: ErrorKind.AUTH }, MeResponseSchema);
    // An answer that arrives after a sign-out must not bring the user back.
    if (session.tokens()) session.setUser(user);
    return user;
  }

  /** Fetches the user, waiting at most 5 s; a late answer still updates the session. */
  function fetchUserWithin(): Promise<void> {
    return new Promise((resolve) => {
      const timer = context.timers.setTimeout(resolve, USER_FETCH_WAIT_MS);
      me().catch((error) => {
        if (isPlatformError(error, ErrorKind.AUTH)) session.clear();
      }).finally(() => {
        context.timers.clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Never rejects: a client without a session simply stays signed out. */
  async function start(): Promise<void> {
    try {
      const found = await discoverTokens({ context, store: deps.store, trustedOrigins });
      if (found) session.set(found.tokens);
      discovered.resolve();
      if (found) await fetchUserWithin();
      else if (deps.authRequired && context.browser?.location) login();
    } catch {
      // Storage or the address bar misbehaving must not break the client; it starts signed out.
    } finally {
      discovered.resolve();
      session.setLoading(false);
    }
  }

  // Resolved by start() once the tokens are known, so calls made meanwhile wait for them.
  let resolveDiscovered!: () => void;
  const discovered = {
    promise: new Promise<void>((resolve) => (resolveDiscovered = resolve)),
    resolve: () => resolveDiscovered(),
  };
  session.whenDiscovered(discovered.promise);
  const started = start();

  // Another tab's tokens: ask the platform whose they are (a failure there leaves the session to its 401s).
  session.onForeignTokens(() => void me().catch(() => {}));
  const stopFollowing = followOtherTabs(context.browser?.window, tokenStorageKey(context.projectId), session);

  async function adopt(tokens: TokenResponse, user?: User): Promise<User | null> {
    session.set(stampTokens(tokens, context.clock.now()), user ?? null);
    if (user) return user;
    return await me().catch(() => null);
  }

  async function signIn(path: string, body: unknown): Promise<User | null> {
    await started;
    try {
      const answer = await context.http.json(
        { path, json: body, kind: ErrorKind.AUTH, authenticate: false },
        SessionResponseSchema,
      );
      return await adopt(answer.tokens, answer.user);
    } catch (error) {
      // A bare 401 (no code at all) from a sign-in means the credentials were wrong; a code we do not know
      // (ACCOUNT_LOCKED ...) keeps the default message (docs/behaviour.md#platform-errors) rather than
      // blaming the password.
      if (
        isPlatformError(error) && error.code === AuthErrorCode.AUTH_ERROR && error.status === 401 &&
        error.platformCode === undefined
      ) {
        throw authError(AuthErrorCode.INVALID_CREDENTIALS, undefined, { status: 401, cause: error });
      }
      throw error;
    }
  }

  function login(redirectUrl?: string): void {
    const location = context.browser?.location;
    if (!location) throw authError(AuthErrorCode.REDIRECT_FAILED, "There is no page to redirect.");
    location.assign(authPageUrl({}, redirectUrl));
  }

  return {
    ...createAccountApi({ context, requireHeadless, signIn, base }),
    ready: () => started,
    isAuthenticated: () => session.state().isAuthenticated,
    currentUser: () => session.user(),
    me,
    async updateMe(fields) {
      const user = await context.http.json(
        { method: "PATCH", path: `${base}/me`, json: fields, kind: ErrorKind.AUTH },
        MeResponseSchema,
      );
      session.setUser(user);
      return user;
    },
    signUp(input) {
      requireHeadless("signUp");
      return signIn(`${base}/signup`, { ...input, projectId: context.projectId });
    },
    signInWithEmail(email, password) {
      requireHeadless("signInWithEmail");
      return signIn(`${base}/signin/email`, { email, password, projectId: context.projectId });
    },
    async signInWithProvider(provider) {
      const browser = context.browser;
      if (!browser?.open || !browser.window) {
        throw authError(AuthErrorCode.REDIRECT_FAILED, "Popup sign-in needs a browser window.");
      }
      const tokens = await signInWithPopup({
        url: authPageUrl({ provider, mode: "popup" }),
        open: browser.open,
        window: browser.window,
        authOrigin: originOf(authUrl),
        timers: context.timers,
        nowMs: () => context.clock.now(),
      });
      return await adopt(tokens);
    },
    login,
    setSession: (tokens, user) => adopt(tokens, user),
    logout: () => session.clear(),
    async refresh() {
      await started;
      await session.refresh();
    },
    async providers() {
      try {
        const answer = await context.http.json(
          {
            path: `${base}/providers`,
            query: { projectId: context.projectId },
            kind: ErrorKind.AUTH,
            authenticate: false,
          },
          ProvidersSchema,
        );
        return answer.providers?.length ? answer.providers : [...DEFAULT_AUTH_PROVIDERS];
      } catch (error) {
        // Like the published SDK, any failure to list them means the defaults (404, 5xx, no network).
        if (
          isPlatformError(error) &&
          (error.code === ErrorCode.NOT_FOUND || error.kind === ErrorKind.NETWORK ||
            (error.status ?? 0) >= 500)
        ) {
          return [...DEFAULT_AUTH_PROVIDERS];
        }
        throw error;
      }
    },
    hasRole: (role) => roleMatches(session.user()?.role, role),
    can: (permission, resource) => canDo(session.user()?.role, roles, permission, resource),
    onAuthStateChanged(listener) {
      listener(session.state());
      return session.onChange(listener);
    },
    dispose: stopFollowing,
  };
}
