/**
 * The offline copy's speed (issue 27): the mean time of the copy of one kit (names, headline, tagline,
 * description, captions), warm, over the forty copy-review events in all thirteen copy languages. It runs on the
 * request path, so its target is at most 2 ms on average. Printed beside today's figure: the same probe run on
 * the commit before issue 27's copy (BASELINE_REF, or BRANDKIT_BENCH_BASE) in a temporary git worktree, both in
 * fresh processes taken in turns so the machine's load falls on both alike.
 *
 *   deno task bench copy
 */
import { HERE, withBaseline } from "./_baseline.ts";

const BASELINE_REF = Deno.env.get("BRANDKIT_BENCH_BASE") ?? "120cb8a";
const ROUNDS = 3;
const TARGET_MS = 2;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function probe(root: string): Promise<number> {
  const script = new URL("_copy-probe.ts", import.meta.url).pathname;
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--node-modules-dir=auto", "--config", `${root}/deno.json`, script, root],
    cwd: root,
  }).output();
  if (code !== 0) throw new Error(`the probe of ${root} failed: ${new TextDecoder().decode(stderr)}`);
  const lines = new TextDecoder().decode(stdout).trim().split("\n");
  return (JSON.parse(lines.at(-1)!) as { meanMs: number }).meanMs;
}

const head: number[] = [];
const base: number[] = [];
let against = "";
try {
  await withBaseline(BASELINE_REF, async (root, commit) => {
    for (let round = 0; round < ROUNDS; round++) {
      base.push(await probe(root));
      head.push(await probe(HERE));
    }
    against = commit;
  });
} catch (error) {
  console.log(`today's figure: not measured (${(error as Error).message})`);
  for (let round = 0; round < ROUNDS; round++) head.push(await probe(HERE));
}
const now = median(head);
const then = against
  ? ` against ${median(base).toFixed(2)} ms at ${against} (today's figure, ${
    (now / median(base)).toFixed(2)
  }x)`
  : "";
console.log(
  `offline copy of one kit, warm, 520 kits x 5 rounds, median of ${ROUNDS} fresh processes: ` +
    `${now.toFixed(2)} ms${then}; target at most ${TARGET_MS} ms${now > TARGET_MS ? ", over target" : ""}`,
);
