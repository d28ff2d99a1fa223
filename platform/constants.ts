/**
 * The platform client's numbers (docs/behaviour.md#platform-numbers), named once with their units. Everything
 * in platform/ imports them from here.
 */

/** Largest file storage.upload accepts: 50 MB. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Most image URLs one modify-image call may carry. */
export const MAX_MODIFY_IMAGES = 50;
/** Lifetime of an access token that does not state its own. */
export const DEFAULT_ACCESS_TOKEN_LIFETIME_S = 900;
/** Lifetime of a refresh token read from the URL without one: 30 days. */
export const DEFAULT_REFRESH_TOKEN_LIFETIME_S = 2_592_000;
/** An access token counts as expired this long before it really expires. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
/** How long a popup sign-in may take before it fails with AUTH_TIMEOUT. */
export const POPUP_SIGN_IN_TIMEOUT_MS = 30_000;
/** How long start-up waits for the current user before carrying on without it. */
export const USER_FETCH_WAIT_MS = 5_000;
/** How long start-up waits for a parent window to hand over tokens. */
export const PARENT_TOKEN_WAIT_MS = 100;
/**
 * How long a token refresh may take before its waiters fail. A bound of our own beyond the platform's: it
 * guarantees that every waiter settles even when the platform never answers.
 */
export const TOKEN_REFRESH_TIMEOUT_MS = 10_000;

/** Realtime: waits for a subscription acknowledgement. */
export const WS_SUBSCRIBE_TIMEOUT_MS = 10_000;
/** Realtime: waits for a publish acknowledgement (and for a connection to send on). */
export const WS_SEND_TIMEOUT_MS = 10_000;
/** Realtime: waits for the socket to open; then the socket is closed and a reconnect scheduled. */
export const WS_CONNECT_TIMEOUT_MS = 10_000;
/** Realtime: a ping is sent this often; its pong must arrive before the next one is due. */
export const WS_HEARTBEAT_INTERVAL_MS = 25_000;
/**
 * Realtime: a socket that stays open this long counts as a working connection, and the reconnect backoff
 * starts over. A bound of our own beyond the platform's: resetting on open alone retried a server that
 * accepts and drops at once every second.
 */
export const WS_STABLE_CONNECTION_MS = 10_000;
/** Realtime: the reconnect delay is min(this, 2^attempt s) ... */
export const WS_RECONNECT_MAX_DELAY_MS = 30_000;
/** ... plus a random jitter of up to this much. */
export const WS_RECONNECT_JITTER_MS = 1_000;

/** Analytics: events sent together. */
export const ANALYTICS_BATCH_SIZE = 10;
/** Analytics: a partial batch is sent this long after its first event. */
export const ANALYTICS_FLUSH_DELAY_MS = 3_000;
/** Analytics: string values are cut to this many characters. */
export const ANALYTICS_MAX_STRING_LENGTH = 256;
/** Analytics: a session ends after this much inactivity: 30 minutes. */
export const ANALYTICS_SESSION_TIMEOUT_MS = 30 * 60 * 1000;

/** Sign-in providers assumed when the platform does not list any. */
export const DEFAULT_AUTH_PROVIDERS: readonly string[] = ["email", "google"];
/** Image types a message may refer to by URL. */
export const MESSAGE_IMAGE_EXTENSIONS: readonly string[] = ["jpg", "jpeg", "png", "gif", "webp"];
