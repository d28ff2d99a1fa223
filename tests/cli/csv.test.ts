import { describe, expect, it } from "vitest";
import { parseCsv } from "../../cli/csv.ts";

describe("parseCsv()", () => {
  it.each<[string, string, { line: number; cells: string[] }[]]>([
    ["plain cells", "a,b\n1,2\n", [{ line: 1, cells: ["a", "b"] }, { line: 2, cells: ["1", "2"] }]],
    ["CRLF line ends and no final newline", "a,b\r\n1,2", [{ line: 1, cells: ["a", "b"] }, {
      line: 2,
      cells: ["1", "2"],
    }]],
    ["a leading BOM", "\uFEFFa\n", [{ line: 1, cells: ["a"] }]],
    ["quoted commas and doubled quotes", `"x, y","say ""hi"""\n`, [{ line: 1, cells: ["x, y", `say "hi"`] }]],
    ["a line break inside quotes, keeping later line numbers right", `"a\nb",c\nd,e\n`, [
      { line: 1, cells: ["a\nb", "c"] },
      { line: 3, cells: ["d", "e"] },
    ]],
    ["blank lines skipped", "a\n\n  \nb\n", [{ line: 1, cells: ["a"] }, { line: 4, cells: ["b"] }]],
    ["empty cells kept", "a,,c\n", [{ line: 1, cells: ["a", "", "c"] }]],
    ["nothing at all", "", []],
  ])("reads %s", (_, text, records) => {
    expect(parseCsv(text)).toEqual(records);
  });

  it("names the file and the line of a quote that never closes", () => {
    expect(() => parseCsv('a\nb\n"c,d\n', "events.csv")).toThrow(
      `events.csv:3: a quoted field is never closed (a '"' is missing)`,
    );
  });
});
