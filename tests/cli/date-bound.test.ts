/**
 * Event dates within reason on the command line (brandkit/dates/event-date-range.ts): `--date` and a batch row's
 * date from 1900-01-01 to ten years after today; further is bad input naming the flag or the row.
 */
import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../brandkit/web.ts";
import { latestEventDate } from "../../brandkit/dates/event-date-range.ts";
import { createFakeProvider, fittingCopyFor } from "../support/fake-provider.ts";
import type { ObjectRequest } from "../../brandkit/generation/provider.ts";
import { createTestCli, listDir } from "../support/test-cli.ts";

const OUT_OF_RANGE = `eventDate must be from 1900-01-01 to ${
  latestEventDate(Date.now())
} (at most 10 years from today)`;

describe("brandkit generate --date", () => {
  it.each(["9999-12-31", "1899-12-31"])("refuses %s as bad input naming --date", async (date) => {
    const cli = await createTestCli();
    await expect(cli.run("generate", "--name", "Gala", "--date", date)).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      message: `Invalid --date: ${OUT_OF_RANGE}`,
    });
  });
});

describe("brandkit batch", () => {
  it("fails a row whose date is out of range, and makes the others", async () => {
    const copyFor = (request: ObjectRequest) => fittingCopyFor(request.request.customEventName);
    const cli = await createTestCli({ provider: createFakeProvider({ object: copyFor }) });
    await Deno.writeTextFile(
      cli.path("events.csv"),
      "customEventName,eventDate\nGala,2030-06-01\nFar Gala,9999-12-31\n",
    );
    await expect(cli.run("batch", "events.csv")).rejects.toMatchObject({ code: ErrorCode.VALIDATION_ERROR });
    expect(cli.stderr.text()).toBe(`events.csv:3: ${OUT_OF_RANGE}\n`);
    expect(await listDir(cli.path("events"))).toEqual(["001-gala", "summary.json"]);
  });
});
