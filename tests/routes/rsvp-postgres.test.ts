/**
 * RSVP on a shared database: two app instances over one Postgres (tests/support/postgres-server.ts), as behind a
 * proxy. An answer given through one is what the other lists and counts; the owner's settings made through one
 * hold for answers through the other; guests answering through both at once never overfill the capacity; and
 * the kit deleted through one takes its guests with it for both.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KitStore } from "../../brandkit/kept/kept-kits.ts";
import { GuestEntrySchema, GuestListSchema, RsvpSummarySchema } from "../../brandkit/rsvp/mod.ts";
import { openPostgresKitStore } from "../../adapters/kit-store-postgres.ts";
import { startPostgres, type TestPostgres } from "../support/postgres-server.ts";
import { createTestApp } from "./_app.ts";
import { answered, bearer, json, makeKit, rsvp } from "./_rsvp.ts";

let server: TestPostgres;
const stores: KitStore[] = [];

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await server?.stop({ removeData: true });
});

/** Two app instances on one new database. */
async function twoInstances() {
  const url = await server.createDatabase();
  const [storeA, storeB] = await Promise.all([openPostgresKitStore(url), openPostgresKitStore(url)]);
  stores.push(storeA, storeB);
  return [await createTestApp({ kitStore: storeA }), await createTestApp({ kitStore: storeB })] as const;
}

describe("RSVP with two instances on one Postgres", () => {
  it("shows an answer given through one instance through the other, and its change back", async () => {
    const [a, b] = await twoInstances();
    const kit = await makeKit(a);
    const guest = await answered(a, kit.id, { name: "Amara Okafor", answer: "going", party: 2 });

    const list = GuestListSchema.parse(
      await (await b.app.request(`/api/kits/${kit.id}/guests`, { headers: bearer(kit.ownerToken) })).json(),
    );
    expect(list.guests).toEqual([
      expect.objectContaining({ guestId: guest.guestId, name: "Amara Okafor", party: 2 }),
    ]);
    expect(RsvpSummarySchema.parse(await (await b.app.request(`/api/kits/${kit.id}/rsvp`)).json()).counts)
      .toEqual({
        going: 2,
        maybe: 0,
      });

    const changed = await b.app.request(
      `/api/kits/${kit.id}/rsvp/${guest.guestId}`,
      json("PATCH", { answer: "maybe" }, bearer(guest.guestToken)),
    );
    expect(changed.status).toBe(200);
    const seen = await a.app.request(`/api/kits/${kit.id}/rsvp/${guest.guestId}`, {
      headers: bearer(guest.guestToken),
    });
    expect(GuestEntrySchema.parse(await seen.json())).toMatchObject({ answer: "maybe", status: "maybe" });
  });

  it("holds the capacity set through one instance for guests answering through both at once", async () => {
    const [a, b] = await twoInstances();
    const kit = await makeKit(a);
    const settings = await b.app.request(
      `/api/kits/${kit.id}/rsvp-settings`,
      json("PATCH", { capacity: 5 }, bearer(kit.ownerToken)),
    );
    expect(settings.status).toBe(200);
    const responses = await Promise.all(
      Array.from(
        { length: 12 },
        (_, index) => rsvp(index % 2 ? a : b, kit.id, { name: `Guest ${index}`, answer: "going" }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201));
    const statuses = await Promise.all(responses.map(async (response) => (await response.json()).status));
    expect(statuses.filter((status) => status === "going")).toHaveLength(5);
    const list = GuestListSchema.parse(
      await (await a.app.request(`/api/kits/${kit.id}/guests`, { headers: bearer(kit.ownerToken) })).json(),
    );
    expect(list.counts).toEqual({ going: 5, waitlist: 7, maybe: 0, no: 0 });
  });

  it("takes the kit's guests with it when the kit is deleted through the other instance", async () => {
    const [a, b] = await twoInstances();
    const kit = await makeKit(a);
    const guest = await answered(a, kit.id, { name: "A", answer: "going" });
    const deleted = await b.app.request(`/api/kits/${kit.id}`, {
      method: "DELETE",
      headers: bearer(kit.ownerToken),
    });
    expect(deleted.status).toBe(204);
    const lookup = await a.app.request(`/api/kits/${kit.id}/rsvp/${guest.guestId}`, {
      headers: bearer(guest.guestToken),
    });
    expect(lookup.status).toBe(404);
    expect(await a.kitStore.guestList(kit.id, 0)).toBeNull();
  });
});
