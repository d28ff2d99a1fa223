import { describe, expect, it } from "vitest";
import { batchFormatOf, parseBatchRows } from "../../cli/batch-rows.ts";

const HEADER = "customEventName,vibes,colors,palette,eventDate,eventLocation,inspirationImage,seed,link";

describe("parseBatchRows() with CSV", () => {
  it.each<[string, string, unknown]>([
    ["splits vibes and colours at ';' and trims them", "Jazz, smooth ; late ;,#fff;#000,,,,,,", {
      fields: { customEventName: "Jazz", vibes: ["smooth", "late"], colors: ["#fff", "#000"] },
    }],
    ["leaves empty cells out", ",,,,,,,,", { fields: {} }],
    ["reads a seed as a number", ",,,,,,,42,", { fields: { seed: 42 } }],
    ["keeps quoted commas in a location", `A,,,,,"Lisbon, Portugal",,,`, {
      fields: { customEventName: "A", eventLocation: "Lisbon, Portugal" },
    }],
    ["reads the link column as the event link", ",,,,,,,,https://tickets.example.com/jazz", {
      fields: { eventLink: "https://tickets.example.com/jazz" },
    }],
    ["reports a seed that is not a number", ",,,,,,,soon,", { error: "seed: must be a whole number" }],
    ["reports a row with too few cells", "A,neon", { error: "has 2 cells but the header has 9 columns" }],
  ])("%s", (_, row, expected) => {
    const [parsed] = parseBatchRows(`${HEADER}\n${row}\n`, "csv", "events.csv");
    expect(parsed).toEqual({ row: 1, line: 2, ...(expected as object) });
  });

  it("numbers rows from 1 after the header and keeps the line each starts on", () => {
    const rows = parseBatchRows(`customEventName\nA\n\n"B\nC"\nD\n`, "csv", "events.csv");
    expect(rows.map(({ row, line }) => [row, line])).toEqual([[1, 2], [2, 4], [3, 6]]);
  });
});

describe("parseBatchRows() with the headers people write", () => {
  it("reads name, date, location and vibes (any case, spaces or underscores) as their columns", () => {
    const rows = parseBatchRows(
      "Name,Date,Location,Vibes,Start Time,time_zone\nSunday 10K,2027-05-16,Golden Gate Park,sporty;morning,08:00,America/Los_Angeles\n",
      "csv",
      "events.csv",
    );
    expect(rows).toEqual([{
      row: 1,
      line: 2,
      fields: {
        customEventName: "Sunday 10K",
        eventDate: "2027-05-16",
        eventLocation: "Golden Gate Park",
        vibes: ["sporty", "morning"],
        eventTime: "08:00",
        timeZone: "America/Los_Angeles",
      },
    }]);
  });

  it("refuses two headers that mean one column, naming both", () => {
    expect(() => parseBatchRows("name,customEventName\nA,B\n", "csv", "events.csv")).toThrow(
      "events.csv:1: columns 'name' and 'customEventName' are both customEventName",
    );
  });
});

describe("parseBatchRows() with JSONL", () => {
  it.each<[string, string, unknown]>([
    ["takes lists as arrays", `{"vibes":["neon"],"colors":["#fff"]}`, {
      fields: { vibes: ["neon"], colors: ["#fff"] },
    }],
    ["takes lists as ';' strings too", `{"vibes":"neon;retro"}`, { fields: { vibes: ["neon", "retro"] } }],
    ["takes the event link as link", `{"link":"https://rsvp.example.com/a"}`, {
      fields: { eventLink: "https://rsvp.example.com/a" },
    }],
    ["reports a line that is not JSON", `{"vibes":`, { error: "is not valid JSON" }],
    ["reports a line that is not an object", `["neon"]`, {
      error: "must be a JSON object with the request's fields",
    }],
    ["reports an unknown field", `{"vibe":"neon"}`, { error: `Unrecognized key: "vibe"` }],
    ["reports a field of the wrong type", `{"customEventName":7}`, {
      error: "customEventName: Invalid input: expected string, received number",
    }],
  ])("%s", (_, line, expected) => {
    expect(parseBatchRows(`${line}\n`, "jsonl", "events.jsonl")).toEqual([{
      row: 1,
      line: 1,
      ...(expected as object),
    }]);
  });

  it("skips blank lines but keeps counting them", () => {
    const rows = parseBatchRows(`{}\n\n{}\r\n`, "jsonl", "events.jsonl");
    expect(rows.map(({ row, line }) => [row, line])).toEqual([[1, 1], [2, 3]]);
  });
});

describe("batchFormatOf()", () => {
  it.each([["events.csv", "csv"], ["EVENTS.CSV", "csv"], ["a/b.jsonl", "jsonl"], ["x.ndjson", "jsonl"]])(
    "reads %s as %s",
    (path, format) => {
      expect(batchFormatOf(path)).toBe(format);
    },
  );

  it("rejects any other file", () => {
    expect(() => batchFormatOf("events.json")).toThrow(
      "'events.json' is not a batch file: use a .csv or .jsonl file",
    );
  });
});

describe("parseBatchRows() with text that is not text", () => {
  const RULE =
    "must not contain control characters (other than tab, and line breaks in text of several lines), lone surrogates, U+FFFE or U+FFFF";

  it.each([
    ["customEventName", `{"customEventName":"Gala\\u0000"}`],
    ["vibes[0]", `{"vibes":["neon\\u0007"]}`],
    ["vibes", `{"vibes":"neon\\u0000;retro"}`],
    ["topLine", `{"topLine":"get\\u001bready"}`],
  ])("reports a control character in %s, naming it", (path, line) => {
    expect(parseBatchRows(`${line}\n`, "jsonl", "events.jsonl")).toEqual([
      { row: 1, line: 1, error: `${path}: ${RULE}` },
    ]);
  });

  it("reports a CSV cell of two lines in a one-line column", () => {
    const [row] = parseBatchRows(`customEventName\n"Gala\nNight"\n`, "csv", "events.csv");
    expect(row.error).toBe(`customEventName: ${RULE}`);
  });
});
