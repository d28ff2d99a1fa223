/**
 * The door's API (issue 39) on two app instances over one Postgres (tests/support/postgres-server.ts), as behind a
 * proxy: a code scanned at two doors at once on two instances is checked in once, and a co-host revoked through
 * one is refused by the other (the cases: _door-cases.ts).
 */
import { afterAll, beforeAll } from "vitest";
import type { KitStore } from "../../brandkit/kept/kept-kits.ts";
import { openPostgresKitStore } from "../../adapters/kit-store-postgres.ts";
import { startPostgres, type TestPostgres } from "../support/postgres-server.ts";
import { createTestApp } from "../support/test-app.ts";
import { describeDoor } from "./_door-cases.ts";

let server: TestPostgres;
const stores: KitStore[] = [];

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await server?.stop({ removeData: true });
});

describeDoor("two instances on one Postgres", async () => {
  const url = await server.createDatabase();
  const [storeA, storeB] = await Promise.all([openPostgresKitStore(url), openPostgresKitStore(url)]);
  stores.push(storeA, storeB);
  return [await createTestApp({ kitStore: storeA }), await createTestApp({ kitStore: storeB })] as const;
});
