/**
 * The door's calls to the API (issue 39), each with the door link's token as `Authorization: Bearer` and a time
 * limit (a door with a poor signal decides from its kept list rather than wait): the guest list, a check-in
 * (`at` when it was made offline) and its undo. Every answer is checked with the core's schemas; every failure
 * is a DoorApiError of a kind the store acts on.
 */
import type { CheckIn, GuestList } from "../../brandkit/web.ts";
import type { DoorWire } from "../extras.ts";

/** What a check-in came to. */
export type CheckInAnswer =
  | { kind: "in"; checkIn: CheckIn }
  | { kind: "already"; checkedInAt: string }
  | { kind: "unknown" };

/**
 * Why a call failed: no answer came (`network`: no connection, or too slow), the token no longer works (`auth`:
 * 401, 403), the kit is gone (`gone`), the server refused the request itself (`refused`: 400), or it cannot answer
 * now (`server`: 429, 5xx, an answer it should not have sent): the last two are tried again later.
 */
export type DoorFailure = "network" | "auth" | "gone" | "refused" | "server";

export class DoorApiError extends Error {
  readonly kind: DoorFailure;
  readonly status: number;
  constructor(kind: DoorFailure, status: number, message: string) {
    super(message);
    this.name = "DoorApiError";
    this.kind = kind;
    this.status = status;
  }
}

/** The kind of a failure; `server` for anything that is no DoorApiError. */
export function failureOf(error: unknown): DoorFailure {
  return error instanceof DoorApiError ? error.kind : "server";
}

export type DoorApi = {
  guests(token: string): Promise<GuestList>;
  /** Checks in the guest of `code` (normalised); `at` (ISO 8601) when it was made offline. */
  checkIn(token: string, code: string, at?: string): Promise<CheckInAnswer>;
  /** Takes a check-in back; done too when the guest was not checked in. */
  undo(token: string, guestId: string): Promise<void>;
};

export type DoorApiDeps = {
  kitId: string;
  fetch: typeof fetch;
  wire: () => Promise<DoorWire>;
  /** How long a call may take before the door decides without it. @default 6000 */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 6_000;

export function createDoorApi(deps: DoorApiDeps): DoorApi {
  const base = `/api/kits/${encodeURIComponent(deps.kitId)}`;

  async function call(
    path: string,
    token: string,
    init: { method: string; body?: unknown },
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: "application/json", Authorization: `Bearer ${token}` };
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    try {
      return await deps.fetch(`${base}${path}`, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(deps.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        cache: "no-store",
      });
    } catch {
      throw new DoorApiError("network", 0, "The server could not be reached.");
    }
  }

  /** The error code and check-in time of an error answer, when its body says them. */
  async function errorOf(response: Response): Promise<{ code?: string; checkedInAt?: string }> {
    const { ErrorResponseSchema } = await deps.wire();
    const parsed = ErrorResponseSchema.safeParse(await response.json().catch(() => null));
    return parsed.success ? parsed.data.error : {};
  }

  /** The failure of an error answer with `status` and error `code` that is no expected outcome. */
  function failure(status: number, code: string | undefined): DoorApiError {
    if (status === 401 || status === 403) {
      return new DoorApiError("auth", status, "The door link no longer works.");
    }
    if (status === 404 && code !== "NOT_FOUND") return new DoorApiError("gone", status, "The event is gone.");
    if (status === 400) return new DoorApiError("refused", status, "The server refused the request.");
    return new DoorApiError("server", status, `The server answered ${status}.`);
  }

  async function parsed<T>(response: Response, read: (wire: DoorWire, body: unknown) => T | undefined) {
    const value = read(await deps.wire(), await response.json().catch(() => null));
    if (value === undefined) {
      throw new DoorApiError("server", response.status, "The answer could not be read.");
    }
    return value;
  }

  return {
    async guests(token) {
      const response = await call("/guests", token, { method: "GET" });
      if (!response.ok) throw failure(response.status, (await errorOf(response)).code);
      return await parsed(response, (wire, body) => wire.GuestListSchema.safeParse(body).data);
    },
    async checkIn(token, code, at) {
      const response = await call("/check-ins", token, {
        method: "POST",
        body: at === undefined ? { code } : { code, at },
      });
      if (response.ok) {
        const checkIn = await parsed(response, (wire, body) => wire.CheckInSchema.safeParse(body).data);
        return { kind: "in", checkIn };
      }
      const error = await errorOf(response);
      if (response.status === 409 && error.code === "ALREADY_CHECKED_IN" && error.checkedInAt) {
        return { kind: "already", checkedInAt: error.checkedInAt };
      }
      if (response.status === 404 && error.code === "NOT_FOUND") return { kind: "unknown" };
      throw failure(response.status, error.code);
    },
    async undo(token, guestId) {
      const response = await call(`/check-ins/${encodeURIComponent(guestId)}`, token, { method: "DELETE" });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const { code } = await errorOf(response);
      // Not checked in, or no such guest: nothing to undo.
      if (response.status === 404 && code === "NOT_FOUND") return;
      throw failure(response.status, code);
    },
  };
}
