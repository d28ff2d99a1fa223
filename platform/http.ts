/**
 * The one HTTP layer of the client: builds URLs, sends the bearer token when there is one, renews it once after a
 * 401, turns failures into PlatformErrors (http-errors.ts) and validates every JSON answer with zod.
 */
import type { z } from "zod";
import { ErrorCode, type ErrorKind, PlatformError } from "./errors.ts";
import { errorFromFailure, errorFromResponse, invalidResponse } from "./http-errors.ts";
import type { Clock } from "./runtime.ts";

/** The `fetch` the client calls: the global one by default, an in-process app in tests. */
export type FetchLike = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/** Where the bearer token comes from; implemented by the auth session. */
export interface BearerSource {
  /** The access token to send (refreshed first when it has expired), or undefined when signed out. */
  token(): Promise<string | undefined>;
  /** The platform rejected `stale` with 401: a fresh token, or a TOKEN_EXPIRED error. */
  renew(stale: string): Promise<string>;
}

/** Query parameters; undefined values are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export type RequestSpec = {
  /** @default "GET", or "POST" when there is a body */
  method?: string;
  /** Path on the platform, starting with "/". */
  path: string;
  /** Parameters, or a query string already encoded (the query builder's). */
  query?: QueryParams | string;
  /** A JSON body. */
  json?: unknown;
  /** Any other body (multipart FormData). */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The service called, for the kind of its errors. */
  kind: ErrorKind;
  signal?: AbortSignal;
  /** Lets the request outlive the page (analytics on page hide). @default false */
  keepalive?: boolean;
  /** Send the bearer token and renew it after a 401. @default true */
  authenticate?: boolean;
};

export type HttpClient = {
  readonly baseUrl: string;
  /** Sends the request; resolves with a successful response, throws a PlatformError otherwise. */
  send(spec: RequestSpec): Promise<Response>;
  /** Sends the request and returns its JSON answer validated by `schema`. */
  json<S extends z.ZodType>(spec: RequestSpec, schema: S): Promise<z.output<S>>;
};

export type HttpOptions = {
  baseUrl: string;
  fetch: FetchLike;
  clock: Clock;
  /** @default none: requests go without a token */
  bearer?: BearerSource;
};

/** Percent-encodes each key and value; a pre-encoded string is used as it is. */
export function encodeQuery(query: QueryParams | string | undefined): string {
  if (query === undefined) return "";
  if (typeof query === "string") return query;
  return Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] =>
      entry[1] !== undefined && entry[1] !== null
    )
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join("&");
}

/** Creates the HTTP layer for one client. */
export function createHttpClient(options: HttpOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");

  async function attempt(spec: RequestSpec, token: string | undefined): Promise<Response> {
    const query = encodeQuery(spec.query);
    const url = `${baseUrl}${spec.path}${query ? `?${query}` : ""}`;
    const headers: Record<string, string> = { ...spec.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body = spec.body;
    if (spec.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(spec.json);
    }
    const method = spec.method ?? (body === undefined ? "GET" : "POST");
    try {
      return await options.fetch(url, {
        method,
        headers,
        body,
        signal: spec.signal,
        keepalive: spec.keepalive,
      });
    } catch (error) {
      throw errorFromFailure(error, spec.kind, spec.signal);
    }
  }

  async function fail(response: Response, spec: RequestSpec): Promise<never> {
    const text = await response.text().catch(() => "");
    throw errorFromResponse(response, text, spec.kind, options.clock.now());
  }

  async function send(spec: RequestSpec): Promise<Response> {
    const authenticate = spec.authenticate !== false && options.bearer !== undefined;
    const token = authenticate ? await options.bearer!.token() : undefined;
    let response = await attempt(spec, token);
    if (response.status === 401 && token !== undefined) {
      await response.body?.cancel();
      const fresh = await options.bearer!.renew(token);
      response = await attempt(spec, fresh);
    }
    if (!response.ok) return fail(response, spec);
    return response;
  }

  async function json<S extends z.ZodType>(spec: RequestSpec, schema: S): Promise<z.output<S>> {
    const response = await send(spec);
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw errorFromFailure(error, spec.kind, spec.signal);
    }
    let value: unknown = null;
    if (text.trim() !== "") {
      try {
        value = JSON.parse(text);
      } catch (error) {
        throw new PlatformError(
          spec.kind,
          ErrorCode.INVALID_RESPONSE,
          `Invalid response format from ${spec.path}: not JSON`,
          {
            status: response.status,
            cause: error,
          },
        );
      }
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw invalidResponse(spec.kind, spec.path, parsed.error);
    return parsed.data;
  }

  return { baseUrl, send, json };
}
