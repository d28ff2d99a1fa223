/**
 * Batch throughput of the CLI with the offline provider, in kits per minute, at concurrency 1 and 2: the real
 * `brandkit batch` command in-process with the real wiring (fonts loaded once, one warm-up kit first), writing
 * real kit folders to a temporary folder. The machines are shared and noisy, so the two concurrencies take
 * turns for a few rounds and each reports its median: compare the two numbers, not other runs.
 */
import { join } from "node:path";
import { createDenoDeps } from "../../cli/main.ts";
import { createProgram } from "../../cli/program.ts";

/** Kits per measured run: enough to average out one slow layout, few enough to finish in seconds. */
const KITS_PER_RUN = 10;
const CONCURRENCIES = [1, 2] as const;
/** Rounds of turns; the median of an odd count is one real run. */
const ROUNDS = 3;
const MS_PER_MINUTE = 60_000;
const VIBES = ["neon;retro", "cozy;rustic", "elegant;minimal", "bold;playful", "tropical;sunny"];

function eventsCsv(count: number, prefix: string): string {
  const rows = Array.from(
    { length: count },
    (_, index) => `${prefix} ${index + 1},${VIBES[index % VIBES.length]},2026-0${(index % 9) + 1}-15`,
  );
  return ["customEventName,vibes,eventDate", ...rows].join("\n") + "\n";
}

const quiet = { write: () => {}, isTerminal: false, colors: false };
const deps = { ...createDenoDeps(), stdout: quiet, stderr: quiet };
const root = await Deno.makeTempDir({ prefix: "brandkit-cli-bench-" });

async function batch(name: string, rows: number, concurrency: number): Promise<number> {
  const file = join(root, `${name}.csv`);
  await Deno.writeTextFile(file, eventsCsv(rows, name));
  const started = performance.now();
  await createProgram(deps).parseAsync(
    ["batch", file, "--out", join(root, name), "--concurrency", String(concurrency)],
    { from: "user" },
  );
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

try {
  await batch("warmup", 1, 1);
  const runs = new Map<number, number[]>(CONCURRENCIES.map((concurrency) => [concurrency, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const concurrency of CONCURRENCIES) {
      runs.get(concurrency)!.push(await batch(`r${round}-c${concurrency}`, KITS_PER_RUN, concurrency));
    }
  }
  console.log(
    `CLI batch, offline provider: ${KITS_PER_RUN} kits per run, median of ${ROUNDS} runs, after a warm-up`,
  );
  for (const concurrency of CONCURRENCIES) {
    const times = runs.get(concurrency)!;
    const ms = median(times);
    const perMinute = (KITS_PER_RUN / ms) * MS_PER_MINUTE;
    console.log(
      `concurrency ${concurrency}: ${perMinute.toFixed(0)} kits/min (${
        (ms / KITS_PER_RUN).toFixed(0)
      } ms per kit; ` +
        `runs ${times.map((time) => `${(time / 1000).toFixed(2)} s`).join(", ")})`,
    );
  }
} finally {
  await Deno.remove(root, { recursive: true });
}
