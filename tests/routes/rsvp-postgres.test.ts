/**
 * RSVP on a shared database: two app instances over one Postgres (tests/support/postgres-server.ts), as behind a
 * proxy. An answer given through one is what the other lists and counts; the owner's settings made through one
 * hold for answers through the other; guests answering through both at once never overfill the capacity; and
 * the kit deleted through one takes its guests with it for both.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KitStore } from "../../brandkit/kept/kept-kits.ts";
import {
  GuestEntrySchema,
  GuestListSchema,
  RsvpSettingsSchema,
  RsvpSummarySchema,
} from "../../brandkit/rsvp/mod.ts";
import { openPostgresKitStore } from "../../adapters/kit-store-postgres.ts";
import { startPostgres, type TestPostgres } from "../support/postgres-server.ts";
import { createTestApp } from "../support/test-app.ts";
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
    expect(list.counts).toEqual({ going: 5, waitlist: 7, maybe: 0, no: 0, arrived: 0 });
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

  it("answers a retried answer once, whichever instance the retry reaches (Idempotency-Key)", async () => {
    const [a, b] = await twoInstances();
    const kit = await makeKit(a);
    const body = { name: "Amara Okafor", answer: "going" };
    const key = { "Idempotency-Key": "4a5c2f0e-8d1b-4a57-9a9e-3f1c2b7d6e10" };
    const sent = await Promise.all(
      [a, b, a, b].map((instance) =>
        instance.app.request(`/api/kits/${kit.id}/rsvp`, json("POST", body, key))
      ),
    );
    const ids = await Promise.all(sent.map(async (response) => (await response.json()).guestId));
    expect(new Set(ids).size).toBe(1);
    expect((await a.kitStore.guestList(kit.id, 0))!.guests).toHaveLength(1);
  });

  it("keeps a going guest's place when they ask for more than fit, through either instance", async () => {
    const [a, b] = await twoInstances();
    const kit = await makeKit(a);
    await a.app.request(
      `/api/kits/${kit.id}/rsvp-settings`,
      json("PATCH", { capacity: 3 }, bearer(kit.ownerToken)),
    );
    const amara = await answered(a, kit.id, { name: "Amara", answer: "going", party: 2 });
    await answered(b, kit.id, { name: "Tobi", answer: "going" });
    const more = await b.app.request(
      `/api/kits/${kit.id}/rsvp/${amara.guestId}`,
      json("PATCH", { party: 3 }, bearer(amara.guestToken)),
    );
    expect(more.status).toBe(409);
    expect((await more.json()).error).toMatchObject({ code: "NOT_ENOUGH_PLACES", placesLeft: 0 });
    const [kept] = (await a.kitStore.guestList(kit.id, 0))!.guests;
    expect(kept).toMatchObject({ status: "going", party: 2 });
  });

  it("keeps the owner's questions and a guest's replies and companions, listed and exported by the other", async () => {
    const [a, b] = await twoInstances();
    const kit = await makeKit(a);
    const settings = RsvpSettingsSchema.parse(
      await (await a.app.request(
        `/api/kits/${kit.id}/rsvp-settings`,
        json("PATCH", {
          questions: [{ label: "Meal", choices: ["Fish", "Beef"], required: true }, {
            label: "Dietary needs",
          }],
          listed: true,
        }, bearer(kit.ownerToken)),
      )).json(),
    );
    const [meal, diet] = settings.questions;
    const missing = await rsvp(b, kit.id, { name: "Tobi", answer: "going" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.issues[0].path).toBe("answers");
    await answered(b, kit.id, {
      name: "Amara Okafor",
      answer: "going",
      party: 3,
      answers: { [meal.id]: "Fish", [diet.id]: "No nuts 🥜" },
      companions: ["Tobi", "Ada 東京"],
    });

    const list = GuestListSchema.parse(
      await (await a.app.request(`/api/kits/${kit.id}/guests`, { headers: bearer(kit.ownerToken) })).json(),
    );
    expect(list.settings).toMatchObject({ questions: [meal, diet], listed: true });
    expect(list.guests).toEqual([
      expect.objectContaining({
        name: "Amara Okafor",
        answers: { [meal.id]: "Fish", [diet.id]: "No nuts 🥜" },
        companions: ["Tobi", "Ada 東京"],
      }),
    ]);
    const csv = await (await a.app.request(`/api/kits/${kit.id}/guests.csv`, {
      headers: bearer(kit.ownerToken),
    })).text();
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(
      '\uFEFF"Name","Answer","Status","Party","Note","Answered at","Companions","Checked in at","Meal","Dietary needs"',
    );
    expect(row).toMatch(
      /^"Amara Okafor","going","going","3","","[^"]+","Tobi; Ada 東京","","Fish","No nuts 🥜"$/,
    );

    // A question renamed through one instance keeps its replies through the other; one removed hides them.
    await b.app.request(
      `/api/kits/${kit.id}/rsvp-settings`,
      json("PATCH", { questions: [{ ...meal, label: "Main course" }] }, bearer(kit.ownerToken)),
    );
    const renamed = GuestListSchema.parse(
      await (await a.app.request(`/api/kits/${kit.id}/guests`, { headers: bearer(kit.ownerToken) })).json(),
    );
    expect(renamed.guests[0].answers).toEqual({ [meal.id]: "Fish" });
    expect((await a.kitStore.guestList(kit.id, 0))!.guests[0].answers).toEqual({
      [meal.id]: "Fish",
      [diet.id]: "No nuts 🥜",
    });
    const page = await b.app.request(`/k/${kit.id}`);
    expect(page.headers.get("X-Robots-Tag")).toBeNull();
  });

  it("keeps NUL and other control characters out of the database, naming the field", async () => {
    const [a] = await twoInstances();
    const kit = await makeKit(a);
    for (
      const [body, field] of [
        [{ name: "Amara\u0000", answer: "going" }, "name"],
        [{ name: "Amara", answer: "going", note: "see you\u0000" }, "note"],
        [{ name: "Am\u0085ara", answer: "going" }, "name"],
        [{ name: "Amara", answer: "going", party: 2, companions: ["To\u0000bi"] }, "companions[0]"],
      ] as const
    ) {
      const response = await rsvp(a, kit.id, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.issues[0].path).toBe(field);
    }
    expect((await a.kitStore.guestList(kit.id, 0))!.guests).toEqual([]);
  });

  it("answers 404 for ids with bytes outside their alphabet, never reaching the database", async () => {
    const [a] = await twoInstances();
    const kit = await makeKit(a);
    for (
      const path of [`/api/kits/${kit.id}%00/rsvp`, `/api/kits/${kit.id}/rsvp/a%00b`, `/k/${kit.id}%00/rsvp`]
    ) {
      const response = await a.app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "name=Amara&answer=going",
      });
      expect(response.status, path).toBe(404);
    }
  });
});
