/**
 * The three test tiers, as vitest.config.ts runs them:
 * - unit (`deno task test:unit`): every test that starts nothing, no process, browser, database, OCR or network
 *   server;
 * - services (`deno task test:services`): the files below, which start Redis, Postgres, nginx, s3rver, tesseract,
 *   the server or the CLI as a process, or serve on a loopback port;
 * - e2e (`deno task test:e2e`): the browser tests, everything in tests/e2e/.
 *
 * tests/architecture/test-tiers.test.ts fails when a file is in the wrong tier, so a new test that starts
 * something lands here, and one that no longer does leaves.
 */

/** Every test file. */
export const TESTS = ["tests/**/*.test.ts", "tests/**/*.test.tsx"];
/** Never run as tests: the benchmarks run by `deno task bench`. */
export const NOT_TESTS = ["tests/bench/**", "node_modules/**"];

export const E2E_TESTS = ["tests/e2e/**/*.test.ts"];

export const SERVICES_TESTS: readonly string[] = [
  "tests/adapters/connection-guard-http.test.ts",
  "tests/adapters/connection-guard-process.test.ts",
  "tests/adapters/kit-pipeline.test.ts",
  "tests/adapters/kit-sink-s3.test.ts",
  "tests/adapters/kit-store-postgres.test.ts",
  "tests/adapters/kit-store-sqlite.test.ts",
  "tests/adapters/mail-later.test.ts",
  "tests/adapters/mail-outbox.test.ts",
  "tests/adapters/media-store-s3.test.ts",
  "tests/adapters/rate-limit-gate-redis.test.ts",
  "tests/adapters/redis-limiter.test.ts",
  "tests/adapters/redis-request-budget.test.ts",
  "tests/brandkit/dates/calendar-dates.test.ts",
  "tests/brandkit/images/image-download.test.ts",
  "tests/brandkit/providers/openai/openai-loopback.test.ts",
  "tests/brandkit/render/scripts-ocr.test.ts",
  "tests/cli/batch-process.test.ts",
  "tests/cli/cli-process.test.ts",
  "tests/cli/install-cli.test.ts",
  "tests/cli/language.test.ts",
  "tests/cli/queue.test.ts",
  "tests/cli/rate-limit-process.test.ts",
  "tests/cli/upstream-limit-process.test.ts",
  "tests/cli/worker-process.test.ts",
  "tests/platform/compat/client.test.ts",
  "tests/platform/compat/sdk.test.ts",
  "tests/platform/realtime/faults.test.ts",
  "tests/platform/realtime/realtime.test.ts",
  "tests/platform/storage.test.ts",
  "tests/routes/door-postgres.test.ts",
  "tests/routes/request-log.test.ts",
  "tests/routes/rsvp-postgres.test.ts",
  "tests/routes/studio-postgres.test.ts",
  "tests/scale/cluster.test.ts",
  "tests/server/connections.test.ts",
  "tests/server/drain.test.ts",
  "tests/server/quiet-start.test.ts",
];
