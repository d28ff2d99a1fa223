/**
 * The studio on a shared database: two app instances over one Postgres (tests/support/postgres-server.ts), as
 * behind a proxy. An owner's edit made through one is what the other shows, and the other refuses an edit made
 * on the revision before it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorResponseSchema, KitResultSchema, SharedKitSchema } from "../../brandkit/mod.ts";
import type { KitStore } from "../../brandkit/kept/kept-kits.ts";
import { openPostgresKitStore } from "../../adapters/kit-store-postgres.ts";
import { startPostgres, type TestPostgres } from "../support/postgres-server.ts";
import { createTestApp, postJson } from "./_app.ts";

let server: TestPostgres;
const stores: KitStore[] = [];

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await server?.stop({ removeData: true });
});

function patch(body: unknown, token: string, revision: number): RequestInit {
  return {
    method: "PATCH",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${token}`,
      "If-Match": `"${revision}"`,
    },
    body: JSON.stringify(body),
  };
}

describe("two instances on one Postgres", () => {
  it("show each other's edits, and refuse an edit made on an earlier revision", async () => {
    const url = await server.createDatabase();
    const [storeA, storeB] = await Promise.all([openPostgresKitStore(url), openPostgresKitStore(url)]);
    stores.push(storeA, storeB);
    const a = await createTestApp({ kitStore: storeA });
    const b = await createTestApp({ kitStore: storeB });

    const made = KitResultSchema.parse(
      await (await a.app.request("/api/kits", postJson({ customEventName: "Amara & Tobi's Wedding" })))
        .json(),
    );
    const edit = await a.app.request(
      `/api/kits/${made.id}`,
      patch({ design: { topLine: "Together with their families" } }, made.ownerToken!, 0),
    );
    expect(edit.status).toBe(200);

    const seen = SharedKitSchema.parse(await (await b.app.request(`/api/kits/${made.id}`)).json());
    expect(seen.revision).toBe(1);
    expect(seen.kit.design?.topLine).toBe("Together with their families");

    const late = await b.app.request(
      `/api/kits/${made.id}`,
      patch({ design: { topLine: "Late" } }, made.ownerToken!, 0),
    );
    expect(late.status).toBe(409);
    expect(ErrorResponseSchema.parse(await late.json()).error.revision).toBe(1);

    const next = await b.app.request(
      `/api/kits/${made.id}`,
      patch({ copy: { headline: "We're getting married" } }, made.ownerToken!, 1),
    );
    expect(next.status).toBe(200);
    const both = SharedKitSchema.parse(await (await a.app.request(`/api/kits/${made.id}`)).json());
    expect(both).toMatchObject({
      revision: 2,
      kit: { headline: "We're getting married", design: { topLine: "Together with their families" } },
    });
  });
});
