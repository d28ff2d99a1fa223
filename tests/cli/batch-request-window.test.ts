/**
 * A local batch under an AI service's request window: its calls are counted against the window the answers
 * report (the batch's rate-limit gate), so they wait for it to reset rather than being refused.
 */
import { describe, expect, it } from "vitest";
import type { AiProvider } from "../../brandkit/mod.ts";
import { createFakeProvider, fittingCopyOf } from "../support/fake-provider.ts";
import { createTestCli } from "../support/test-cli.ts";

const window = (limit: number, remaining: number, resetSeconds: number) => ({
  limit,
  remaining,
  resetSeconds,
});

describe("brandkit batch under a request window", () => {
  it("holds its calls once the service says the window is used up, and finishes every row", async () => {
    const cli = await createTestCli();
    // Copy the copy lint finds no fault in: each row asks for its copy once, 4 calls a kit.
    const fake = createFakeProvider({ object: fittingCopyOf });
    const WINDOW_S = 5;
    let sent = 0;
    cli.deps.createProvider = (_name, hints) => {
      // A service allowing 4 calls a window of 5 s, from the batch's start; it tells the window on every answer.
      const answered = <T>(result: Promise<T>) =>
        result.finally(() => {
          const elapsedMs = cli.clock.now() - Date.UTC(2026, 0, 1);
          const inWindow = sent - 4 * Math.floor(elapsedMs / (WINDOW_S * 1_000));
          const resetSeconds = WINDOW_S - (elapsedMs / 1_000) % WINDOW_S;
          hints?.onRequestWindow?.(window(4, Math.max(0, 4 - inWindow), resetSeconds));
        });
      const provider: AiProvider = {
        name: fake.name,
        object: (request) => (sent++, answered(fake.object(request))),
        image: (request) => (sent++, answered(fake.image(request))),
      };
      return Promise.resolve({ provider, exactImage: cli.fit });
    };
    await Deno.writeTextFile(cli.path("events.csv"), "customEventName\nAurora\nLumen\n");
    await cli.run("batch", "events.csv", "--concurrency", "1");
    expect(cli.clock.sleeps).toEqual([5_000]);
    expect(cli.stderr.text()).toBe("");
    expect(cli.stdout.text()).toContain("2 rows: 2 done, 0 skipped, 0 failed.");
  });
});
