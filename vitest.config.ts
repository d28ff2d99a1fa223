/**
 * Vitest configuration. Tests live in tests/, mirroring the source tree, in three tiers run as vitest projects
 * (tests/support/tiers.ts): unit, services and e2e; `vitest run` runs all three, `--project unit` one of them.
 * Benchmarks are run by `deno task bench`, never as tests. The summary reporter prints the plain closing line CI
 * reads, once for the whole run.
 *
 * A worker runs file after file without a fresh module graph (isolate: false): the fonts, the renderer's wasm and
 * the page's built assets load once per worker, not once per file. There is one worker more than the machine has
 * cores, since the services and browser tests spend much of their time waiting on what they start.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    exclude: ["tests/bench/**", "node_modules/**"],
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
