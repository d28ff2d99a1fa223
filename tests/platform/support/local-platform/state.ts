/**
 * What the local platform remembers between requests: users and tokens, tables, files, realtime history and
 * presence, sent emails and analytics batches, and every request it saw.
 */

export type RecordedRequest = {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: unknown;
};

export type StoredUser = { id: string; email: string; password: string; displayName?: string; role?: string };
export type StoredFile = { bytes: Uint8Array; contentType: string };
export type StoredMessage = {
  id: string;
  type: string;
  data: unknown;
  timestamp: number;
  userId?: string | null;
  metadata?: Record<string, unknown> | null;
};

export class PlatformState {
  readonly requests: RecordedRequest[] = [];
  readonly users = new Map<string, StoredUser>();
  readonly accessTokens = new Map<string, string>();
  readonly refreshTokens = new Map<string, string>();
  readonly tables = new Map<string, Record<string, unknown>[]>();
  readonly files = new Map<string, StoredFile>();
  readonly history = new Map<string, StoredMessage[]>();
  readonly emails: unknown[] = [];
  readonly analyticsBatches: { events: Record<string, unknown>[] }[] = [];
  /** Paths fetched with `keepalive: true` (seen by the in-process fetch, as Request drops the flag). */
  readonly keepaliveFetches: string[] = [];
  /** Answers of POST /object, in order; then `defaultObject`. */
  readonly objectAnswers: unknown[] = [];
  defaultObject: unknown = { ok: true };
  refreshCalls = 0;
  unauthorizedReplies = 0;
  #counter = 0;

  next(prefix: string): string {
    return `${prefix}${++this.#counter}`;
  }

  /** A fresh token pair for `userId`. */
  issueTokens(userId: string, lifetimeS = 900) {
    const access = this.next("at_");
    const refresh = this.next("rt_");
    this.accessTokens.set(access, userId);
    this.refreshTokens.set(refresh, userId);
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: "Bearer",
      expires_in: lifetimeS,
      refresh_expires_in: 2_592_000,
    };
  }

  /** Every access token handed out so far stops working (the platform rotated its keys). */
  revokeAccessTokens(): void {
    this.accessTokens.clear();
  }

  addUser(user: Omit<StoredUser, "id"> & { id?: string }): StoredUser {
    const stored = { ...user, id: user.id ?? this.next("user_") };
    this.users.set(stored.id, stored);
    return stored;
  }

  /** Requests to paths ending with `suffix`. */
  requestsTo(suffix: string, method?: string): RecordedRequest[] {
    return this.requests.filter((request) =>
      request.path.endsWith(suffix) && (!method || request.method === method)
    );
  }
}

/** The user as the platform shows it (never the password). */
export function publicUser(user: StoredUser) {
  return { id: user.id, email: user.email, displayName: user.displayName ?? null, role: user.role ?? null };
}
