/**
 * The event page's calls to RSVP's API (issue 28): a guest's answer, its change and withdrawal with the guest's
 * token, the public summary, and the owner's list, CSV and settings with the owner token. Each reply is checked
 * with the core's schemas (loaded with the extras) before the page trusts it; each failure is an ApiError.
 */
import type {
  GuestEntry,
  GuestList,
  RsvpAnswered,
  RsvpBody,
  RsvpChange,
  RsvpSettings,
  RsvpSettingsChange,
  RsvpSummary,
} from "../../brandkit/web.ts";
import { ApiError } from "../api/api-error.ts";
import { type ApiDeps, createTransport, kitPath, UNEXPECTED } from "../api/transport.ts";

export type RsvpApiDeps = ApiDeps;

/**
 * What a guest sends: the body as the form gives it (the honeypot included); the replies to the questions and the
 * companions when the form has them.
 */
export type RsvpAnswerInput =
  & Pick<RsvpBody, "name" | "answer" | "party" | "note">
  & Partial<Pick<RsvpBody, "answers" | "companions">>
  & { website?: string; email?: string };

export type RsvpApi = {
  /**
   * Sends a new answer. The same `idempotencyKey` with the same answer (a retry after the network failed) is
   * answered with the first answer's guest, a new token, and nothing added.
   */
  answer(kitId: string, body: RsvpAnswerInput, idempotencyKey?: string): Promise<RsvpAnswered>;
  guest(kitId: string, guestId: string, token: string): Promise<GuestEntry>;
  change(kitId: string, guestId: string, token: string, change: RsvpChange): Promise<GuestEntry>;
  /** With the guest's token, or the owner's (the owner removes an entry). */
  withdraw(kitId: string, guestId: string, token: string): Promise<void>;
  summary(kitId: string): Promise<RsvpSummary>;
  guests(kitId: string, ownerToken: string): Promise<GuestList>;
  guestsCsv(kitId: string, ownerToken: string): Promise<Blob>;
  settings(kitId: string, ownerToken: string, change: RsvpSettingsChange): Promise<RsvpSettings>;
};

type SchemaName =
  | "RsvpAnsweredSchema"
  | "GuestEntrySchema"
  | "RsvpSummarySchema"
  | "GuestListSchema"
  | "RsvpSettingsSchema";

export function createRsvpApi(deps: RsvpApiDeps): RsvpApi {
  const { send } = createTransport(deps);
  const guestPath = (kitId: string, guestId: string) =>
    `${kitPath(kitId)}/rsvp/${encodeURIComponent(guestId)}`;

  /** The reply's JSON, checked with the named schema. */
  async function read<T>(response: Response, schema: SchemaName): Promise<T> {
    const extras = await deps.loadExtras();
    const parsed = extras[schema].safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ApiError(response.status, "INTERNAL", UNEXPECTED);
    return parsed.data as T;
  }
  const json = { accept: "application/json" } as const;

  return {
    async answer(kitId, body, idempotencyKey) {
      const response = await send(`${kitPath(kitId)}/rsvp`, {
        method: "POST",
        body,
        idempotencyKey,
        ...json,
      });
      return await read(response, "RsvpAnsweredSchema");
    },
    async guest(kitId, guestId, token) {
      const response = await send(guestPath(kitId, guestId), { method: "GET", ownerToken: token, ...json });
      return await read(response, "GuestEntrySchema");
    },
    async change(kitId, guestId, token, change) {
      const response = await send(guestPath(kitId, guestId), {
        method: "PATCH",
        body: change,
        ownerToken: token,
        ...json,
      });
      return await read(response, "GuestEntrySchema");
    },
    async withdraw(kitId, guestId, token) {
      const response = await send(guestPath(kitId, guestId), {
        method: "DELETE",
        ownerToken: token,
        ...json,
      });
      await response.body?.cancel();
    },
    async summary(kitId) {
      const response = await send(`${kitPath(kitId)}/rsvp`, { method: "GET", ...json });
      return await read(response, "RsvpSummarySchema");
    },
    async guests(kitId, ownerToken) {
      const response = await send(`${kitPath(kitId)}/guests`, { method: "GET", ownerToken, ...json });
      return await read(response, "GuestListSchema");
    },
    async guestsCsv(kitId, ownerToken) {
      const response = await send(`${kitPath(kitId)}/guests.csv`, {
        method: "GET",
        ownerToken,
        accept: "text/csv",
      });
      return await response.blob();
    },
    async settings(kitId, ownerToken, change) {
      const response = await send(`${kitPath(kitId)}/rsvp-settings`, {
        method: "PATCH",
        body: change,
        ownerToken,
        ...json,
      });
      return await read(response, "RsvpSettingsSchema");
    },
  };
}
