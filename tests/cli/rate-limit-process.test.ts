/**
 * The CLI against an AI service that rate-limits: the OpenAI-compatible provider talking to a fake OpenAI API
 * on 127.0.0.1 that answers 429 with Retry-After a given number of times.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakeOpenAi } from "../support/fake-openai-server.ts";
import { serveFakeOpenAi } from "../support/fake-openai-served.ts";
import { listDir } from "../support/test-cli.ts";
import { runCli } from "../support/cli-process.ts";

const RETRY_AFTER_S = 1;

let cwd: string;
beforeAll(async () => {
  cwd = await Deno.makeTempDir({ prefix: "brandkit-rate-limit-process-" });
});
afterAll(() => Deno.remove(cwd, { recursive: true }));

/** Runs the CLI with the openai provider against a fake that rate-limits `rateLimitTimes` requests. */
async function runAgainstLimitedApi(args: string[], rateLimitTimes: number) {
  const fake = createFakeOpenAi({ rateLimitTimes, retryAfterSeconds: RETRY_AFTER_S });
  const server = serveFakeOpenAi(fake);
  try {
    const started = performance.now();
    const result = await runCli(args, {
      cwd,
      env: { BRANDKIT_PROVIDER: "openai", OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: server.baseUrl },
    });
    return { ...result, elapsedMs: performance.now() - started, requests: fake.requests };
  } finally {
    await server.close();
  }
}

describe("a provider that rate-limits (subprocess)", () => {
  it("makes the whole batch wait, then finishes every row", async () => {
    await Deno.writeTextFile(`${cwd}/events.csv`, "customEventName,vibes\nAurora,neon\nLumen,cozy\n");
    // More 429s in a row than the provider's own retries absorb, so the batch's gate has to wait too.
    const result = await runAgainstLimitedApi(["batch", "events.csv", "--concurrency", "2"], 6);
    expect(result.code).toBe(0);
    const lines = result.stderr.trimEnd().split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(1);
    for (const line of lines) {
      expect(line).toBe(`Rate limited: the whole batch waits ${RETRY_AFTER_S}s before going on`);
    }
    expect(result.stdout).toContain("2 rows: 2 done, 0 skipped, 0 failed.");
    expect(await listDir(`${cwd}/events`)).toEqual(["001-aurora", "002-lumen", "summary.json"]);
    // It waited rather than hammered: each 429 was followed by a pause of the time it asked for.
    expect(result.elapsedMs).toBeGreaterThanOrEqual(3 * RETRY_AFTER_S * 1000);
    const rateLimited = 6;
    const perKit = 1 + 3; // the copy, then the poster, the square and the banner
    expect(result.requests).toHaveLength(rateLimited + 2 * perKit);
  });

  it("ends generate with exit code 3 and the wait when the limit does not lift", async () => {
    const result = await runAgainstLimitedApi(["generate", "--name", "Aurora", "--out", "limited"], 1_000);
    expect(result).toMatchObject({
      code: 3,
      stdout: "",
      stderr: `error: Rate limit exceeded. Please wait ${RETRY_AFTER_S}s before trying again.\n`,
    });
    expect(await listDir(cwd)).not.toContain("limited");
  });
});
