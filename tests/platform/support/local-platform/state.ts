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
  /**
   * Which of the platform's answer shapes to send where it has two: the newer (wrapped) one by default, the
   * older (bare) one to prove the client still reads it.
   */
  readonly shapes = {
    /** `{result: {data}}` or `{data}`. */
    image: "result" as "result" | "bare",
    /** `{data: {publicUrl}}` or `{publicUrl}`. */
    upload: "data" as "data" | "bare",
    /** `{result: {url, ...}}` or `{url, ...}`. */
    speech: "bare" as "result" | "bare",
    /** `{result: {text, ...}}` or `{text, ...}`. */
    transcription: "bare" as "result" | "bare",
  };
  refreshCalls = 0;
  unauthorizedReplies = 0;
  #counter = 0;

  next(prefix: string): string {
    return `${prefix}${++this.#counter}`;
  }

  #lastStreamMs = 0;
  #streamSeq = 0;

  /** A Redis-stream-style message id, "ms-seq", increasing. */
  nextStreamId(nowMs: number): string {
    const ms = Math.max(Math.floor(nowMs), this.#lastStreamMs);
    this.#streamSeq = ms === this.#lastStreamMs ? this.#streamSeq + 1 : 0;
    this.#lastStreamMs = ms;
    return `${ms}-${this.#streamSeq}`;
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
