/**
 * The guest list as CSV (brandkit/rsvp/csv.ts): a UTF-8 BOM, every cell quoted with its quotes doubled, CRLF
 * rows, and a cell a spreadsheet would run as a formula made text with a leading apostrophe.
 */
import { describe, expect, it } from "vitest";
import { csvCell, type GuestEntry, guestsCsv } from "../../../brandkit/rsvp/mod.ts";

describe("csvCell()", () => {
  it.each([
    ["Amara", '"Amara"'],
    ["", '""'],
    ['Say "hi"', '"Say ""hi"""'],
    ['=HYPERLINK("http://evil","x")', '"\'=HYPERLINK(""http://evil"",""x"")"'],
    ["+1 555", '"\'+1 555"'],
    ["-2+3", '"\'-2+3"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\t=1+1", '"\'\t=1+1"'],
    ["\r=1+1", '"\'\r=1+1"'],
    ["a=b", '"a=b"'],
    ["<script>alert(1)</script>", '"<script>alert(1)</script>"'],
    ["line one\nline two", '"line one\nline two"'],
    ["東京 🎉", '"東京 🎉"'],
  ])("writes %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe("guestsCsv()", () => {
  it("starts with a BOM and a header, and writes one CRLF row per answer in order", () => {
    const guests: GuestEntry[] = [
      {
        guestId: "g1",
        name: "Zoë Müller",
        answer: "going",
        status: "waitlist",
        party: 2,
        note: "=1+1",
        answers: {},
        companions: [],
        at: "2026-01-01T00:00:00.000Z",
      },
      {
        guestId: "g2",
        name: "山田 太郎",
        answer: "no",
        status: "no",
        party: 1,
        note: "",
        answers: {},
        companions: [],
        at: "2026-01-02T00:00:00.000Z",
      },
    ];
    expect(guestsCsv(guests)).toBe(
      "\uFEFF" +
        '"Name","Answer","Status","Party","Note","Answered at","Companions","Checked in at"\r\n' +
        '"Zoë Müller","going","waitlist","2","\'=1+1","2026-01-01T00:00:00.000Z","",""\r\n' +
        '"山田 太郎","no","no","1","","2026-01-02T00:00:00.000Z","",""\r\n',
    );
  });

  it("is the header alone for no answers", () => {
    expect(guestsCsv([])).toBe(
      '\uFEFF"Name","Answer","Status","Party","Note","Answered at","Companions","Checked in at"\r\n',
    );
  });

  it("has the companions joined with '; ', then one column per question headed by its label (issue 38)", () => {
    const questions = [
      { id: "AAAAAAAAAAAAAAAAAAAAAA", label: "Meal", choices: ["Fish", "Beef"], required: true },
      { id: "BBBBBBBBBBBBBBBBBBBBBB", label: '=Song "request"', required: false },
    ];
    const guest: GuestEntry = {
      guestId: "g1",
      name: "Amara",
      answer: "going",
      status: "going",
      party: 3,
      note: "",
      answers: { AAAAAAAAAAAAAAAAAAAAAA: "Fish", BBBBBBBBBBBBBBBBBBBBBB: "@Zombie" },
      companions: ["Tobi", "Ada 東京"],
      at: "2026-01-01T00:00:00.000Z",
    };
    const quiet: GuestEntry = { ...guest, guestId: "g2", name: "Tobi", answers: {}, companions: [] };
    expect(guestsCsv([guest, quiet], questions)).toBe(
      "\uFEFF" +
        '"Name","Answer","Status","Party","Note","Answered at","Companions","Checked in at","Meal","\'=Song ""request"""\r\n' +
        '"Amara","going","going","3","","2026-01-01T00:00:00.000Z","Tobi; Ada 東京","","Fish","\'@Zombie"\r\n' +
        '"Tobi","going","going","3","","2026-01-01T00:00:00.000Z","","","",""\r\n',
    );
  });

  it("says when a guest was checked in at the door, and nothing for one not yet (issue 39)", () => {
    const guest: GuestEntry = {
      guestId: "g1",
      name: "Amara",
      answer: "going",
      status: "going",
      party: 1,
      note: "",
      answers: {},
      companions: [],
      checkInCode: "7KQ4MX2HPA",
      checkedInAt: "2026-06-20T19:02:00.000Z",
      at: "2026-01-01T00:00:00.000Z",
    };
    const rows = guestsCsv([guest, { ...guest, name: "Tobi", checkedInAt: undefined }]).split("\r\n");
    expect(rows[1]).toBe(
      '"Amara","going","going","1","","2026-01-01T00:00:00.000Z","","2026-06-20T19:02:00.000Z"',
    );
    expect(rows[2]).toBe('"Tobi","going","going","1","","2026-01-01T00:00:00.000Z","",""');
    expect(rows.join("")).not.toContain("7KQ4MX2HPA");
  });
});
