/**
 * `deno task bench reminders`: the mail worker's reminders look (MailStore.reminderKitIds) over an SQLite file of
 * 20,000 kept kits dated over two years, through the event-date index (schema version 12) and, in the same run,
 * with the index dropped, as every version before it read the kits: parsing every kit's JSON. The SQLite store
 * runs on the server's own thread, so the look's time is time no request is answered. Targets: p50 at most 5 ms
 * with the index, and at least 10x faster than reading every kit.
 */
import { DatabaseSync } from "node:sqlite";
import {
  buildBrandGuide,
  DEFAULT_COLORS,
  GenerationRequestSchema,
  type KitResult,
} from "../../brandkit/web.ts";
import { settleRequest } from "../../brandkit/mod.ts";
import { createKitKeeper } from "../../brandkit/kept/kit-keeper.ts";
import { openSqliteKitStore } from "../../adapters/kit-store-sqlite.ts";
import { createDiskMediaStore } from "../../adapters/media-store-disk.ts";
import { createMemoryFs } from "../support/memory-fs.ts";
import { SAMPLE_KIT, SAMPLE_REQUEST } from "./_sample-kit.ts";

const KITS = 20_000;
/** Kits with a going guest with an address: one in ten. */
const WITH_GUESTS_EVERY = 10;
const LOOKS = 30;
const P50_TARGET_MS = 5;
const RATIO_TARGET = 10;
const NOW = Date.UTC(2027, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

const dataDir = await Deno.makeTempDir({ prefix: "brandkit-reminders-bench-" });
const file = `${dataDir}/kits.sqlite`;
try {
  // One kit kept as the app keeps it, for the shape and size of a real kit's JSON.
  const store = openSqliteKitStore(file);
  const media = createDiskMediaStore({ fs: createMemoryFs(), dir: "media", maxBytes: 1 << 30 });
  const keeper = createKitKeeper({ store, media, ttlDays: 30, now: () => NOW, log: () => {} });
  const kept = await keeper.keep(SAMPLE_KIT, settleRequest(SAMPLE_REQUEST));
  if (!kept) throw new Error("the kit could not be kept");
  await store.close();

  // Its copies, each on its own date over two years; one in ten with a going guest with an address.
  const db = new DatabaseSync(file);
  const { kit_json: json } = db.prepare("SELECT kit_json FROM kits WHERE id = ?").get(kept.id) as {
    kit_json: string;
  };
  const content = JSON.parse(json);
  const insertKit = db.prepare(
    "INSERT INTO kits (id, kit_json, owner_hash, created_at, expires_at) VALUES (?, ?, 'hash', ?, ?)",
  );
  const insertGuest = db.prepare(
    `INSERT INTO guests (kit_id, guest_id, seq, token_hash, name, answer, status, party, note, email, created_at,
       updated_at) VALUES (?, 'g1', 1, ?, 'Amara', 'going', 'going', 1, '', 'amara@example.org', ?, ?)`,
  );
  db.exec("BEGIN");
  for (let index = 0; index < KITS; index++) {
    const id = `bench-kit-${index}`;
    const eventDate = new Date(NOW + (index % 730) * DAY_MS).toISOString().slice(0, 10);
    content.request.eventDate = eventDate;
    insertKit.run(id, JSON.stringify(content), NOW, NOW + 800 * DAY_MS);
    if (index % WITH_GUESTS_EVERY === 0) insertGuest.run(id, `${index}`.padStart(64, "0"), NOW, NOW);
  }
  db.exec("COMMIT");
  db.close();

  /** The p50 of LOOKS looks for the three days around ten days from now, through a newly opened store. */
  const look = async (): Promise<{ p50: number; found: number }> => {
    const opened = openSqliteKitStore(file);
    const times: number[] = [];
    let found = 0;
    for (let round = 0; round < LOOKS; round++) {
      const startedAt = performance.now();
      found = (await opened.mail!.reminderKitIds("2027-01-10", "2027-01-12", NOW)).length;
      times.push(performance.now() - startedAt);
    }
    await opened.close();
    return { p50: times.sort((a, b) => a - b)[Math.floor(LOOKS / 2)], found };
  };

  const indexed = await look();
  const dropping = new DatabaseSync(file);
  dropping.exec("DROP INDEX kits_by_event_date");
  dropping.close();
  const scanning = await look();
  if (indexed.found !== scanning.found) {
    throw new Error(`the look found ${indexed.found} kits with the index and ${scanning.found} without`);
  }
  const ratio = scanning.p50 / indexed.p50;
  const bytes = new TextEncoder().encode(JSON.stringify(content)).byteLength;
  console.log(
    `the reminders' look over ${KITS} kits of ${bytes} bytes of JSON each, ${indexed.found} found:`,
  );
  console.log(
    `  with the event-date index: p50 ${indexed.p50.toFixed(2)} ms (target <= ${P50_TARGET_MS} ms)`,
  );
  console.log(`  reading every kit:         p50 ${scanning.p50.toFixed(2)} ms`);
  console.log(`  ${ratio.toFixed(0)}x faster (target >= ${RATIO_TARGET}x)`);
  const met = indexed.p50 <= P50_TARGET_MS && ratio >= RATIO_TARGET;
  console.log(met ? "  targets met" : "  TARGETS MISSED");
  if (!met) Deno.exitCode = 1;
} finally {
  await Deno.remove(dataDir, { recursive: true }).catch(() => {});
}
