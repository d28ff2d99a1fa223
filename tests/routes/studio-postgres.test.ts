/**
 * The studio on a shared database: two app instances over one Postgres (tests/support/postgres-server.ts), as
 * behind a proxy. An owner's edit made through one is what the other shows, and the other refuses an edit made
 * on the revision before it; an edit that moves the event raises its calendar's SEQUENCE in the same one UPDATE.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorResponseSchema, KitResultSchema, SharedKitSchema } from "../../brandkit/web.ts";
import type { KitStore } from "../../brandkit/kept/kept-kits.ts";
import { openPostgresKitStore } from "../../adapters/kit-store-postgres.ts";
import { startPostgres, type TestPostgres } from "../support/postgres-server.ts";
import { createTestApp, ownerEdit, postJson } from "../support/test-app.ts";
import postgres from "postgres";
import ICAL from "ical.js";

let server: TestPostgres;
const stores: KitStore[] = [];

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await server?.stop({ removeData: true });
});

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
      ownerEdit({ design: { topLine: "Together with their families" } }, made.ownerToken!, 0),
    );
    expect(edit.status).toBe(200);

    const seen = SharedKitSchema.parse(await (await b.app.request(`/api/kits/${made.id}`)).json());
    expect(seen.revision).toBe(1);
    expect(seen.kit.design?.topLine).toBe("Together with their families");

    const late = await b.app.request(
      `/api/kits/${made.id}`,
      ownerEdit({ design: { topLine: "Late" } }, made.ownerToken!, 0),
    );
    expect(late.status).toBe(409);
    expect(ErrorResponseSchema.parse(await late.json()).error.revision).toBe(1);

    const next = await b.app.request(
      `/api/kits/${made.id}`,
      ownerEdit({ copy: { headline: "We're getting married" } }, made.ownerToken!, 1),
    );
    expect(next.status).toBe(200);
    const both = SharedKitSchema.parse(await (await a.app.request(`/api/kits/${made.id}`)).json());
    expect(both).toMatchObject({
      revision: 2,
      kit: { headline: "We're getting married", design: { topLine: "Together with their families" } },
    });
  });

  it("read the kit once for an owner's edit: one SELECT on kits in Postgres's statement log", async () => {
    const url = await server.createDatabase();
    const logOf = await statementLogOf(url);
    const store = await openPostgresKitStore(url);
    stores.push(store);
    const test = await createTestApp({ kitStore: store });
    const made = KitResultSchema.parse(
      await (await test.app.request(
        "/api/kits",
        postJson({ customEventName: "Amara & Tobi's Wedding", eventDate: "2026-06-20" }),
      ))
        .json(),
    );
    const edits = [
      { copy: { headline: "We're getting married" } }, // the graphics stay
      { design: { topLine: "Together with their families" } }, // the graphics are drawn again
      { event: { time: "16:00", location: "Lisbon" } }, // the calendar's SEQUENCE rises in the same UPDATE
    ];
    for (const [revision, body] of edits.entries()) {
      const statements = await logOf(async () => {
        const response = await test.app.request(
          `/api/kits/${made.id}`,
          ownerEdit(body, made.ownerToken!, revision),
        );
        expect(response.status, await response.clone().text()).toBe(200);
      });
      const selects = statements.filter((statement) => /^SELECT\b[\s\S]*\bFROM kits\b/i.test(statement));
      expect(selects, statements.join("\n---\n")).toHaveLength(1);
      expect(statements.filter((statement) => /^UPDATE kits\b/i.test(statement))).toHaveLength(1);
    }
    expect(await store.get(made.id!, test.clock.now)).toMatchObject({ revision: 3, calendarSequence: 1 });
  });

  it("raise the calendar's SEQUENCE with an edit that moves the event, whichever instance serves the calendar", async () => {
    const url = await server.createDatabase();
    const [storeA, storeB] = await Promise.all([openPostgresKitStore(url), openPostgresKitStore(url)]);
    stores.push(storeA, storeB);
    const a = await createTestApp({ kitStore: storeA });
    const b = await createTestApp({ kitStore: storeB });
    const made = KitResultSchema.parse(
      await (await a.app.request(
        "/api/kits",
        postJson({ customEventName: "Amara & Tobi's Wedding", eventDate: "2026-06-20", eventTime: "16:00" }),
      )).json(),
    );
    const sequenceOn = async (test: typeof a) => {
      const response = await test.app.request(`/k/${made.id}/calendar.ics`);
      expect(response.status).toBe(200);
      const event = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent("vevent")!;
      return [event.getFirstPropertyValue("uid"), event.getFirstPropertyValue("sequence")];
    };
    const uid = `${made.id}@brandkit.invalid`;
    expect(await sequenceOn(b)).toEqual([uid, 0]);
    const edits: Array<[unknown, number]> = [
      [{ event: { time: "17:00" } }, 1],
      [{ copy: { tagline: "Dance with us" } }, 1],
      [{ event: { location: "Miradouro da Graça, Lisboa" } }, 2],
    ];
    for (const [revision, [body, sequence]] of edits.entries()) {
      const edit = await a.app.request(`/api/kits/${made.id}`, ownerEdit(body, made.ownerToken!, revision));
      expect(edit.status, await edit.clone().text()).toBe(200);
      expect(await sequenceOn(b)).toEqual([uid, sequence]);
    }
  });
});

/**
 * Turns on the statement log of the database at `url`; returns a function giving the statements the server
 * logged while `work` ran, each as its SQL text. The log is the file tests/support/postgres-server.ts starts the
 * server with, beside its data folder.
 */
async function statementLogOf(url: string) {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const [{ data_directory: dataDir }] = await admin<{ data_directory: string }[]>`SHOW data_directory`;
  await admin.unsafe(`ALTER DATABASE ${new URL(url).pathname.slice(1)} SET log_statement = 'all'`);
  await admin.end();
  const logFile = `${dataDir.replace(/\/data\/?$/, "")}/server.log`;
  return async (work: () => Promise<void>): Promise<string[]> => {
    const before = (await Deno.readTextFile(logFile)).length;
    await work();
    const logged = (await Deno.readTextFile(logFile)).slice(before);
    return logged.split(/\n(?=\d{4}-\d\d-\d\d )/)
      .map((entry) => /LOG:\s+(?:statement|execute [^:]*):\s*([\s\S]*)$/.exec(entry)?.[1]?.trim())
      .filter((statement): statement is string => statement !== undefined);
  };
}
