/**
 * `deno task bench edit` (issue 26): one line of a kept kit edited by PATCH /api/kits/{id} until its three new
 * graphics exist (the answer comes after they are made and stored), on the real server (server.ts, the offline
 * provider, the render pool on this machine's cores), warm. Target: p50 at most 120 ms and p95 at most 250 ms.
 * It prints the ratio to a new kit's time, measured in the same run, edits and new kits taken in turns so the
 * machine's noise falls on both alike.
 */
import { startServer } from "../support/server-process.ts";

const WARM_UP = 8;
const ROUNDS = 40;
const P50_TARGET_MS = 120;
const P95_TARGET_MS = 250;

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

const dataDir = await Deno.makeTempDir({ prefix: "brandkit-edit-bench-" });
const server = await startServer({
  BRANDKIT_DATA_DIR: dataDir,
  BRANDKIT_RATE_LIMIT_PER_MINUTE: "10000",
  BRANDKIT_FORMATS_RATE_LIMIT_PER_MINUTE: "100000",
});

const REQUEST = {
  customEventName: "Sunday 10K & Pancakes",
  vibes: ["sporty", "friendly", "morning"],
  eventDate: "2027-05-16",
  eventLocation: "Golden Gate Park, San Francisco",
};

async function newKit(seed: number): Promise<{ id: string; token: string; ms: number }> {
  const startedAt = performance.now();
  const response = await fetch(`${server.url}/api/kits`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...REQUEST, seed }),
  });
  const kit = await response.json();
  const ms = performance.now() - startedAt;
  if (!response.ok || !kit.id) {
    throw new Error(`a kit could not be made: ${JSON.stringify(kit).slice(0, 200)}`);
  }
  return { id: kit.id, token: kit.ownerToken, ms };
}

let revision = 0;
async function editLine(kit: { id: string; token: string }, line: string): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(`${server.url}/api/kits/${kit.id}`, {
    method: "PATCH",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${kit.token}`,
      "If-Match": `"${revision}"`,
    },
    body: JSON.stringify({ design: { topLine: line } }),
  });
  const edited = await response.json();
  const ms = performance.now() - startedAt;
  if (!response.ok) throw new Error(`the edit failed: ${JSON.stringify(edited).slice(0, 200)}`);
  revision = edited.revision;
  return ms;
}

try {
  const kit = await newKit(1);
  for (let index = 0; index < WARM_UP; index++) {
    await editLine(kit, `Warm up ${index}`);
    await newKit(100 + index);
  }
  const logged = server.logs.length;
  const edits: number[] = [];
  const kits: number[] = [];
  for (let index = 0; index < ROUNDS; index++) {
    edits.push(await editLine(kit, index % 2 === 0 ? "Run with us" : `Run with us, round ${index}`));
    kits.push((await newKit(1_000 + index)).ms);
  }
  const served = server.logs.slice(logged)
    .filter((entry) => entry.method === "PATCH" && typeof entry.durationMs === "number")
    .map((entry) => entry.durationMs as number);
  console.log(
    `  (the server's own time: p50 ${percentile(served, 0.5)?.toFixed(0)} ms over ${served.length})`,
  );
  const p50 = percentile(edits, 0.5);
  const p95 = percentile(edits, 0.95);
  const kitP50 = percentile(kits, 0.5);
  console.log(
    `edit one line until its 3 graphics exist (${ROUNDS} edits, warm, ${navigator.hardwareConcurrency} cores):`,
  );
  console.log(
    `  p50 ${p50.toFixed(0)} ms (target <= ${P50_TARGET_MS}), p95 ${
      p95.toFixed(0)
    } ms (target <= ${P95_TARGET_MS})`,
  );
  console.log(
    `  a new kit in the same run: p50 ${kitP50.toFixed(0)} ms; edit/new kit = ${(p50 / kitP50).toFixed(2)}x`,
  );
  const met = p50 <= P50_TARGET_MS && p95 <= P95_TARGET_MS;
  console.log(met ? "  targets met" : "  TARGETS MISSED");
  if (!met) Deno.exitCode = 1;
} finally {
  server.signal("SIGTERM");
  await server.exited;
  await Deno.remove(dataDir, { recursive: true }).catch(() => {});
}
