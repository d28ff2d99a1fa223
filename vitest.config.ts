/**
 * Vitest configuration. Tests live in tests/, mirroring the source tree; benchmarks are run by `deno task bench`,
 * never as tests. The summary reporter prints the plain closing line CI reads.
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
