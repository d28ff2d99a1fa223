import { describe, expect, it } from "vitest";
import { formatLongUsDate, parseDateOnly } from "../_fixtures.ts";

describe("formatLongUsDate()", () => {
  it.each([
    ["2026-12-31", "December 31, 2026"],
    ["2027-01-01", "January 1, 2027"],
    ["2028-02-29", "February 29, 2028"],
    ["2026-07-04", "July 4, 2026"],
  ])("formats %s as %s", (date, expected) => {
    expect(formatLongUsDate(date)).toBe(expected);
  });

  it("throws on a string that is not a date", () => {
    expect(() => formatLongUsDate("tomorrow")).toThrow("'tomorrow' is not a date in YYYY-MM-DD form");
  });
});

describe("parseDateOnly()", () => {
  it.each([
    "2026-02-29",
    "2100-02-29",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "26-1-1",
    "2026-12-31T00:00",
  ])(
    "rejects %s",
    (text) => expect(parseDateOnly(text)).toBeNull(),
  );

  it("accepts 29 February in a leap year", () => {
    expect(parseDateOnly("2000-02-29")).toEqual({ year: 2000, month: 2, day: 29 });
  });
});

describe("dates in other time zones", () => {
  // A date-only string parsed as a Date is midnight UTC, which is the previous day west of Greenwich and can be
  // the next day far to the east. Run the formatter in fresh processes with TZ set on both sides.
  it.each(["America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata"])(
    "never shifts a day with TZ=%s",
    async (timeZone) => {
      const script = `import { formatLongUsDate } from ${
        JSON.stringify(new URL("../../../brandkit/dates/calendar-dates.ts", import.meta.url).href)
      };
        console.log([ "2026-12-31", "2027-01-01", "2026-03-08" ].map(formatLongUsDate).join("|") + "#" + new Date(2026, 0, 1).getTimezoneOffset());`;
      const { stdout, code } = await new Deno.Command(Deno.execPath(), {
        args: ["eval", script],
        env: { TZ: timeZone },
        stdout: "piped",
        stderr: "inherit",
      }).output();
      expect(code).toBe(0);
      const [dates, offset] = new TextDecoder().decode(stdout).trim().split("#");
      expect(dates).toBe("December 31, 2026|January 1, 2027|March 8, 2026");
      expect(Number(offset)).not.toBe(0); // the zone really was in force
    },
  );
});
