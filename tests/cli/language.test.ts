import { describe, expect, it } from "vitest";
import { ErrorCode, KitFileSchema, localCalendarDate } from "../../brandkit/web.ts";
import { createFakeProvider, sampleCopyFor } from "../support/fake-provider.ts";
import type { ObjectRequest } from "../../brandkit/generation/provider.ts";
import { parseBatchRows } from "../../cli/batch-rows.ts";
import { errorLine, EXIT_CODES, exitCodeFor } from "../../cli/exit-codes.ts";
import { runCli } from "../support/cli-process.ts";
import { createTestCli } from "../support/test-cli.ts";

const THAI_NOTICE = "The copy is in English: BrandKit does not write Thai yet.";

async function readKit(path: string) {
  return KitFileSchema.parse(JSON.parse(await Deno.readTextFile(path)));
}

function briefsOf(cli: Awaited<ReturnType<typeof createTestCli>>) {
  return cli.provider.calls.flatMap((call) => call.method === "image" ? [call.request.brief] : []);
}

describe("brandkit generate --lang", () => {
  it("makes the kit in the language and keeps it in kit.json, the request and --json", async () => {
    const cli = await createTestCli();
    await cli.run(
      "generate",
      "--palette",
      "Sunset Glow",
      "--lang",
      "ja",
      "--date",
      "2026-12-31",
      "--out",
      "kit",
      "--json",
    );
    const kit = await readKit(cli.path("kit", "kit.json"));
    expect(kit.language).toBe("ja");
    expect(kit.request.language).toBe("ja");
    expect(kit.notices).toBeUndefined();
    const copyCall = cli.provider.calls[0];
    expect(copyCall.method === "object" && copyCall.request.request.language).toBe("ja");
    expect(briefsOf(cli)[0]).toMatchObject({ language: "ja", displayDate: "2026年12月31日" });
    const raw = JSON.parse(await Deno.readTextFile(cli.path("kit", "kit.json")));
    expect(raw.imageAlt.poster).toBe("Neon Nightsのポスター：2026年12月31日");
    expect(JSON.parse(cli.stdout.text())).toMatchObject({ language: "ja", request: { language: "ja" } });
    expect(cli.stderr.text()).toBe("");
  });

  it("canonicalises the tag, and 'auto' reads the name's script", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--lang", "pt-br", "--out", "pt");
    expect((await readKit(cli.path("pt", "kit.json"))).language).toBe("pt-BR");
    await cli.run("generate", "--lang", "auto", "--name", "서울 재즈 나이트", "--out", "ko");
    expect((await readKit(cli.path("ko", "kit.json"))).language).toBe("ko");
  });

  it("refuses a tag that is not BCP 47 as bad input, in one line naming the flag", async () => {
    const cli = await createTestCli();
    const error = await cli.run("generate", "--lang", "klingon!").then(() => null, (error) => error);
    expect(error).toMatchObject({ code: ErrorCode.VALIDATION_ERROR });
    expect(errorLine(error)).toBe(
      `error: Invalid --lang: language 'klingon!' is not a BCP 47 language tag like "es" or "pt-BR"`,
    );
    expect(exitCodeFor(error)).toBe(EXIT_CODES.badInput);
    expect(cli.provider.calls).toEqual([]);
  });

  it("says on stderr when the copy is in English instead, and still makes the kit", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--palette", "Sunset Glow", "--lang", "th", "--out", "kit");
    expect(cli.stderr.text()).toBe(`Note: ${THAI_NOTICE}\n`);
    const kit = await readKit(cli.path("kit", "kit.json"));
    expect(kit).toMatchObject({ language: "th", notices: [THAI_NOTICE] });
  });

  it("says on stderr when the event date has passed, and still makes the kit", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--palette", "Sunset Glow", "--date", "2025-06-01", "--out", "past");
    const today = localCalendarDate(cli.clock.now());
    expect(cli.stderr.text()).toBe(`Note: The event date 2025-06-01 has passed (today is ${today}).\n`);
    expect((await readKit(cli.path("past", "kit.json"))).request.eventDate).toBe("2025-06-01");
    cli.stderr.clear();
    await cli.run("generate", "--palette", "Sunset Glow", "--date", "2026-06-01", "--out", "ahead");
    expect(cli.stderr.text()).toBe("");
  });
});

describe("brandkit regenerate and the kit's language", () => {
  it("makes the new graphics in the kit's language and keeps it in kit.json", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--lang", "de", "--date", "2027-03-14", "--out", "kit");
    cli.provider.calls.length = 0;
    cli.stdout.clear();
    await cli.run("regenerate", "kit", "--name", "Glow Fest", "--json");
    expect(briefsOf(cli).map((brief) => [brief.language, brief.displayDate])).toEqual(
      Array(3).fill(["de", "14. März 2027"]),
    );
    const kit = await readKit(cli.path("kit", "kit.json"));
    expect(kit).toMatchObject({ selectedName: "Glow Fest", language: "de", request: { language: "de" } });
    expect(JSON.parse(cli.stdout.text())).toMatchObject({ language: "de" });
  });

  it("regenerates an older kit.json without a language in English", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--name", "東京ナイト", "--out", "kit");
    const path = cli.path("kit", "kit.json");
    const older = JSON.parse(await Deno.readTextFile(path));
    delete older.language;
    delete older.request.language;
    await Deno.writeTextFile(path, JSON.stringify(older));
    cli.provider.calls.length = 0;
    await cli.run("regenerate", "kit", "--name", "Glow Fest");
    expect(briefsOf(cli).map((brief) => brief.language)).toEqual(["en", "en", "en"]);
    expect(await readKit(path)).toMatchObject({ language: "en", request: { language: "en" } });
  });
});

describe("parseBatchRows() and the lang column", () => {
  it("reads lang as the request's language in CSV and JSONL, and leaves an empty cell to Auto", () => {
    expect(parseBatchRows("customEventName,lang\nA,ja\nB,\n", "csv", "e.csv").map((row) => row.fields))
      .toEqual([{ customEventName: "A", language: "ja" }, { customEventName: "B" }]);
    expect(parseBatchRows('{"lang":"pt-BR"}\n', "jsonl", "e.jsonl")[0].fields).toEqual({ language: "pt-BR" });
  });
});

describe("brandkit batch and the lang column", () => {
  /** Copy in the script the row asks for, first named after the row. */
  function copyFor(request: ObjectRequest) {
    const name = request.request.customEventName ?? "Neon Nights";
    return { ...sampleCopyFor(request.request.language), eventNames: [name, `${name} Live`, `${name} Late`] };
  }

  it("carries each CSV row's language into its kit.json, with Auto and notes for the row", async () => {
    const cli = await createTestCli({ provider: createFakeProvider({ object: copyFor }) });
    await Deno.writeTextFile(
      cli.path("events.csv"),
      "customEventName,lang,eventDate\nFiesta,es,2026-07-18\nGala,,\nНочь,,\nWat Fair,th,2025-01-05\n",
    );
    await cli.run("batch", "events.csv");
    const summary = JSON.parse(await Deno.readTextFile(cli.path("events", "summary.json")));
    const languages = [];
    for (const row of summary.rows) {
      languages.push((await readKit(cli.path("events", row.folder, "kit.json"))).language);
    }
    expect(languages).toEqual(["es", "en", "ru", "th"]);
    const today = localCalendarDate(cli.clock.now());
    expect(cli.stderr.text()).toBe(
      `events.csv:5: Note: ${THAI_NOTICE}\n` +
        `events.csv:5: Note: The event date 2025-01-05 has passed (today is ${today}).\n`,
    );
    expect(summary.rows[3].notes).toEqual([
      THAI_NOTICE,
      `The event date 2025-01-05 has passed (today is ${today}).`,
    ]);
    expect(summary.rows[0].notes).toBeUndefined();
  });

  it("carries a JSONL row's lang, and fails a row whose lang is not a tag on its own", async () => {
    const cli = await createTestCli({ provider: createFakeProvider({ object: copyFor }) });
    await Deno.writeTextFile(
      cli.path("events.jsonl"),
      [{ customEventName: "Nacht", lang: "nl" }, { customEventName: "Bad", lang: "not a tag" }]
        .map((row) => JSON.stringify(row)).join("\n"),
    );
    await expect(cli.run("batch", "events.jsonl")).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
    });
    const summary = JSON.parse(await Deno.readTextFile(cli.path("events", "summary.json")));
    expect((await readKit(cli.path("events", summary.rows[0].folder, "kit.json"))).language).toBe("nl");
    expect(cli.stderr.text()).toBe(
      `events.jsonl:2: language 'not a tag' is not a BCP 47 language tag like "es" or "pt-BR"\n`,
    );
  });
});

describe("the real CLI and --lang", () => {
  it("exits 2 with one line on stderr for a bad tag", async () => {
    const cwd = await Deno.makeTempDir({ prefix: "brandkit-lang-" });
    try {
      const result = await runCli(["generate", "--lang", "x_y"], { cwd });
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        `error: Invalid --lang: language 'x_y' is not a BCP 47 language tag like "es" or "pt-BR"\n`,
      );
      expect(result.stdout).toBe("");
    } finally {
      await Deno.remove(cwd, { recursive: true });
    }
  });
});
