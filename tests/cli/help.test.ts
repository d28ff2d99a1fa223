import { describe, expect, it } from "vitest";
import { exitCodeFor } from "../../cli/exit-codes.ts";
import { createTestCli } from "../support/test-cli.ts";

describe("--help", () => {
  it.each([
    [[], "Usage: brandkit [options] [command]", "$ brandkit generate --name"],
    [["generate"], "--vibe <word>", "$ brandkit generate --palette"],
    [["regenerate"], "Usage: brandkit regenerate [options] <dir>", "$ brandkit regenerate neon-nights"],
    [["render"], "Usage: brandkit render [options] <dir>", "$ brandkit render neon-nights"],
    [["batch"], "--concurrency <n>", "$ brandkit batch events.jsonl --out kits --concurrency 4"],
    [["palettes"], "--json", "$ brandkit palettes --json"],
  ])("on %j shows usage and examples on stdout, and exits 0", async (command, usage, example) => {
    const cli = await createTestCli();
    const error = await cli.run(...command, "--help").catch((caught) => caught);
    expect(exitCodeFor(error)).toBe(0);
    expect(cli.stdout.text()).toContain(usage);
    expect(cli.stdout.text()).toContain("Examples:");
    expect(cli.stdout.text()).toContain(example);
    expect(cli.stderr.text()).toBe("");
  });

  it("lists the exit codes on the main help", async () => {
    const cli = await createTestCli();
    await cli.run("--help").catch(() => {});
    expect(cli.stdout.text()).toContain("Exit codes:\n  0  success\n  1  generation failed");
  });
});
