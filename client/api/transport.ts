/**
 * How the page's API calls travel: one request with its headers (Accept, JSON body, the owner token as
 * `Authorization: Bearer`, an edit's revision as `If-Match`), every failure turned into an ApiError read from the
 * server's error body, and a kept kit's reply checked with the shared schema. The page's client (client.ts) and
 * the studio's (studio-api.ts, loaded with the result) both send through it.
 */
import type { SharedKit } from "../../brandkit/web.ts";
import type { Extras } from "../extras.ts";
import { ApiError, CLIENT_ERROR_TEXT } from "./api-error.ts";

/** How an API's calls reach the server, and the schemas its replies are checked with (the extras, or some). */
export type ApiDeps<Schemas = Extras> = {
  fetch: typeof fetch;
  loadExtras: () => Promise<Schemas>;
};

/** How calls reach the server and the schemas. */
export type TransportDeps = ApiDeps<Pick<Extras, "ErrorResponseSchema" | "SharedKitSchema">>;

/** How one call is sent. */
export type SendOptions = {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  accept: string;
  body?: unknown;
  ownerToken?: string;
  /** The revision an edit was made on, sent as `If-Match: "{revision}"`. */
  revision?: number;
  /** Makes a POST safe to send again: the server answers the same key's first result and adds nothing. */
  idempotencyKey?: string;
  signal?: AbortSignal;
};

/** A reply the schemas refuse (apiErrorMessage says it in the interface's words). */
export const UNEXPECTED = CLIENT_ERROR_TEXT.unexpected;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** The API path of a kept kit; the id is escaped, whatever a link or the storage held. */
export function kitPath(id: string): string {
  return `/api/kits/${encodeURIComponent(id)}`;
}

export type Transport = {
  /** The server's answer to one call; an ApiError when it failed (an abort stays an abort). */
  send(path: string, options: SendOptions): Promise<Response>;
  /** The kept kit a reply carries, as GET /api/kits/{id} shows it. */
  sharedKitOf(response: Response): Promise<SharedKit>;
};

export function createTransport(deps: TransportDeps): Transport {
  async function toApiError(response: Response): Promise<ApiError> {
    const { ErrorResponseSchema } = await deps.loadExtras();
    const header = Number(response.headers.get("retry-after"));
    const parsed = ErrorResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) {
      return new ApiError(response.status, "INTERNAL", UNEXPECTED, header > 0 ? header : undefined);
    }
    const { code, message, retryAfter, issues, revision, placesLeft } = parsed.data.error;
    return new ApiError(
      response.status,
      code,
      message,
      retryAfter ?? (header > 0 ? header : undefined),
      issues,
      revision,
      placesLeft,
    );
  }

  return {
    async send(path, options) {
      const headers: Record<string, string> = { Accept: options.accept };
      if (options.body !== undefined) headers["Content-Type"] = "application/json";
      if (options.ownerToken) headers.Authorization = `Bearer ${options.ownerToken}`;
      if (options.revision !== undefined) headers["If-Match"] = `"${options.revision}"`;
      if (options.idempotencyKey !== undefined) headers["Idempotency-Key"] = options.idempotencyKey;
      let response: Response;
      try {
        response = await deps.fetch(path, {
          method: options.method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: options.signal,
        });
      } catch (error) {
        if (isAbort(error)) throw error;
        throw new ApiError(0, "NETWORK_ERROR", CLIENT_ERROR_TEXT.network);
      }
      if (!response.ok) throw await toApiError(response);
      return response;
    },

    async sharedKitOf(response) {
      const { SharedKitSchema } = await deps.loadExtras();
      const parsed = SharedKitSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new ApiError(response.status, "INTERNAL", UNEXPECTED);
      return parsed.data;
    },
  };
}
