/**
 * Helpers of the RSVP route tests (issue 28): a kept kit with a date, a guest's answer, and requests with a
 * token or from a given client address.
 */
import { expect } from "vitest";
import { ErrorResponseSchema, KitResultSchema } from "../../brandkit/web.ts";
import { RsvpAnsweredSchema } from "../../brandkit/rsvp/mod.ts";
import { createTestApp, postJson, type TestApp, type TestAppOptions } from "../support/test-app.ts";

/** The event's date: after the test clock's today (2026-01-01). */
export const EVENT_DATE = "2026-06-20";

/** Request env of a client at `address` (the client key of the rate limits). */
export const from = (address: string) => ({ remoteAddr: { hostname: address } });

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A JSON request with `method`. */
export function json(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

/** Makes a kit through `test`'s app (with `request`'s fields); returns its id and owner token. */
export async function makeKit(test: Pick<TestApp, "app">, request: Record<string, unknown> = {}) {
  const response = await test.app.request(
    "/api/kits",
    postJson({ customEventName: "Amara & Tobi's Wedding", eventDate: EVENT_DATE, ...request }),
  );
  expect(response.status).toBe(200);
  const kit = KitResultSchema.parse(await response.json());
  return { id: kit.id!, ownerToken: kit.ownerToken! };
}

/** A test app with one kept kit dated EVENT_DATE. */
export async function appWithKit(options: TestAppOptions = {}, request: Record<string, unknown> = {}) {
  const test = await createTestApp(options);
  return { ...test, ...await makeKit(test, request) };
}

let clients = 0;

/** Sends `body` as an RSVP to kit `id`, from a client of its own unless `address` is given. */
export function rsvp(test: Pick<TestApp, "app">, id: string, body: unknown, address?: string) {
  return test.app.request(`/api/kits/${id}/rsvp`, json("POST", body), from(address ?? `10.0.${++clients}.1`));
}

/** An RSVP that must be accepted; its 201 body. */
export async function answered(test: Pick<TestApp, "app">, id: string, body: Record<string, unknown>) {
  const response = await rsvp(test, id, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return RsvpAnsweredSchema.parse(await response.json());
}

/** The error of an error response. */
export async function errorOf(response: Response) {
  return ErrorResponseSchema.parse(await response.json()).error;
}
