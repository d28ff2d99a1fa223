import { describe, expect, it } from "vitest";
import { codeOf, decideFromList } from "../../../client/door/door-decision.ts";
import { ANA_CODE, DOOR_ANA, DOOR_JOSE } from "./_door-fixtures.ts";

describe("what the door says of a code", () => {
  it("reads a code as typed or scanned, and refuses what cannot be one", () => {
    expect(codeOf("7kq4m-x2hpa")).toBe(ANA_CODE);
    expect(codeOf(" 7KQ4M X2HPA ")).toBe(ANA_CODE);
    expect(codeOf("https://example.com/k/abc")).toBeNull();
    expect(codeOf("12")).toBeNull();
    expect(codeOf("x".repeat(500))).toBeNull();
  });

  it("welcomes a guest not yet in, says when one came in, and knows no one else", () => {
    const inAt = "2027-06-20T19:02:00.000Z";
    const guests = [DOOR_ANA, { ...DOOR_JOSE, checkedInAt: inAt }];
    expect(decideFromList(guests, ANA_CODE)).toEqual({ kind: "welcome", guest: DOOR_ANA });
    expect(decideFromList(guests, DOOR_JOSE.code)).toEqual({ kind: "already", guest: guests[1], at: inAt });
    expect(decideFromList(guests, "ZZZZZZZZZZ")).toEqual({ kind: "unknown" });
  });
});
