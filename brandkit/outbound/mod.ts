/**
 * What leaves the process and what it may fetch: the outbound policy (HTTPS to public hosts only) and the
 * redaction of secrets from text that leaves.
 * The folder's face; server code imports it, the browser takes what it may through brandkit/web.ts.
 */
export * from "./outbound.ts";
export * from "./redact.ts";
