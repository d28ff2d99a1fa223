/**
 * Limits: the per-client generation limit the routes count, a provider's rate limit and its wait, and reading a
 * byte stream within a bound.
 * The folder's face; server code imports it, the browser takes what it may through brandkit/web.ts.
 */
export * from "./client-limit.ts";
export * from "./rate-limit.ts";
export * from "./read-bounded.ts";
