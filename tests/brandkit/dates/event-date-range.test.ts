/**
 * Event dates within reason (brandkit/dates/event-date-range.ts): from 1900-01-01 to the same day ten years on.
 */
import { describe, expect, it } from "vitest";
import { eventDateRangeProblem, latestEventDate } from "../../../brandkit/dates/event-date-range.ts";

const TODAY = Date.UTC(2026, 10, 28, 15);

describe("latestEventDate", () => {
  it("is the same day ten years on, by the UTC day", () => {
    expect(latestEventDate(TODAY)).toBe("2036-11-28");
    expect(latestEventDate(Date.UTC(2026, 0, 1))).toBe("2036-01-01");
    expect(latestEventDate(Date.UTC(2026, 11, 31, 23, 59))).toBe("2036-12-31");
  });

  it("rolls a 29 February over to 1 March when its year ten on has none", () => {
    expect(latestEventDate(Date.UTC(2028, 1, 29))).toBe("2038-03-01");
  });
});

describe("eventDateRangeProblem", () => {
  it.each(["1900-01-01", "2026-11-28", "2036-11-28", " 2030-06-01 "])("takes %j", (date) => {
    expect(eventDateRangeProblem(date, TODAY)).toBeUndefined();
  });

  it.each(["1899-12-31", "2036-11-29", "9999-12-31"])("refuses %s, saying which dates it takes", (date) => {
    expect(eventDateRangeProblem(date, TODAY)).toBe(
      "eventDate must be from 1900-01-01 to 2036-11-28 (at most 10 years from today)",
    );
  });

  it("leaves what is no date to the date's own check", () => {
    expect(eventDateRangeProblem("12/06/2027", TODAY)).toBeUndefined();
    expect(eventDateRangeProblem("2026-02-30", TODAY)).toBeUndefined();
  });
});
