import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { kitStoreMigrations, POSTGRES, SQLITE } from "../../adapters/kit-store-schema.ts";

const fingerprint = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

describe("the kit store's migrations", () => {
  it("are the released texts, for each database: a released version never changes", () => {
    expect(kitStoreMigrations(SQLITE).map(fingerprint)).toEqual([
      "291206c81e489c39",
      "bcd6531488dac7bd",
      "93b9fbfa136a9f7e",
      "c93deaa7b21c6ab3",
      "400939b6189ecf54",
      "b165443c05710c54",
      "e1df24c95193d0d2",
      "351d3cfc4fc86f70",
      "4529c7499e6a36ed",
      "0dd6629eb0b1948f",
      "87209901b0f164e0",
      "46172a355870c600",
    ]);
    expect(kitStoreMigrations(POSTGRES).map(fingerprint)).toEqual([
      "4b2775d982448feb",
      "bcd6531488dac7bd",
      "12a9c61740fcb0fa",
      "c93deaa7b21c6ab3",
      "400939b6189ecf54",
      "4441ebb0f1e95288",
      "7e13eb3826c32509",
      "58747947a634678b",
      "1d6565b29266e83f",
      "ded4c3f91a4d8321",
      "64102a6776ca0eac",
      "a0cff938afb3a499",
    ]);
  });

  it("differ between the databases only in the types of times and flags, and how JSON is read", () => {
    const sqlite = kitStoreMigrations(SQLITE).join("\n");
    const postgres = kitStoreMigrations(POSTGRES).join("\n");
    expect(sqlite).not.toMatch(/BIGINT|BOOLEAN|TRUE|FALSE/);
    expect(
      postgres.replace(/BIGINT|BOOLEAN/g, "INTEGER").replace(/TRUE/g, "1").replace(/FALSE/g, "0")
        .replaceAll(POSTGRES.eventDate, SQLITE.eventDate),
    ).toBe(sqlite);
  });
});
