/**
 * Who a request comes from, for the per-client rate limit: the peer's IP address, which server.ts passes to
 * the app as the request's env (Deno.serve's connection info). Forwarding headers are not trusted: any client
 * could set them to dodge the limit.
 */
import type { Context } from "hono";

/** Identifies the client of a request. */
export type ClientKey = (c: Context) => string;

type ConnectionEnv = { remoteAddr?: { hostname?: string } } | undefined;

/** The peer address from Deno.serve's connection info, or "unknown" when there is none (in-process tests). */
export const peerAddress: ClientKey = (c) => (c.env as ConnectionEnv)?.remoteAddr?.hostname ?? "unknown";
