/**
 * Vitest configuration. Tests live in tests/, mirroring the source tree, in three tiers run as vitest projects
 * (tests/support/tiers.ts): unit, services and e2e; `vitest run` runs all three, `--project unit` one of them.
 * Benchmarks are run by `deno task bench`, never as tests. The summary reporter prints the plain closing line CI
 * reads, once for the whole run.
 *
 * A worker runs file after file without a fresh module graph (isolate: false): the fonts, the renderer's wasm and
 * the page's built assets load once per worker, not once per file. The unit and services tiers run together on
 * one worker more than the machine has cores, since the services tests spend much of their time waiting on what
 * they start; then the browser tests, two at a time and alone, since they time how soon the page shows new
 * graphics.
 */
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { E2E_TESTS, NOT_TESTS, SERVICES_TESTS, TESTS } from "./tests/support/tiers.ts";

const BROWSER_WORKERS = 2;

export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: TESTS, exclude: [...NOT_TESTS, ...SERVICES_TESTS, ...E2E_TESTS] },
      },
      { extends: true, test: { name: "services", include: [...SERVICES_TESTS], exclude: NOT_TESTS } },
      {
        extends: true,
        test: {
          name: "e2e",
          include: E2E_TESTS,
          exclude: NOT_TESTS,
          maxWorkers: BROWSER_WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
