import { describe, expect, it } from "vitest";
import { foldName, searchByName } from "../../../client/door/name-search.ts";
import type { DoorGuestView } from "../../../client/door/check-in-queue.ts";
import { DOOR_ANA, DOOR_JOSE } from "./_door-fixtures.ts";

const guest = (guestId: string, name: string, companions: string[] = []): DoorGuestView => ({
  guestId,
  name,
  party: companions.length + 1,
  companions,
  code: "2345678923",
});

const GUESTS = [
  DOOR_ANA,
  DOOR_JOSE,
  guest("obrien", "Siobhán O’Brien"),
  guest("strasse", "Jörg Straße"),
  guest("yamada", "山田太郎"),
  guest("anabel", "Anabel Lee"),
  guest("susana", "Susana Prieto"),
];
const names = (query: string) => searchByName(GUESTS, query).map((match) => match.matched);

describe("finding a guest by name", () => {
  it("folds case, accents, apostrophes and letters without a decomposition", () => {
    expect(foldName("  José   MÜLLER ")).toBe("jose muller");
    expect(foldName("Siobhán O’Brien")).toBe("siobhan obrien");
    expect(foldName("Jörg Straße")).toBe("jorg strasse");
    expect(foldName("Jean-Luc Søndergaard")).toBe("jean luc sondergaard");
  });

  it("finds a name as it is typed, whatever its accents and case", () => {
    expect(names("jose")).toEqual(["José Müller"]);
    expect(names("MULLER")).toEqual(["José Müller"]);
    expect(names("obrien")).toEqual(["Siobhán O’Brien"]);
    expect(names("strasse")).toEqual(["Jörg Straße"]);
    expect(names("jose mu")).toEqual(["José Müller"]);
    expect(names("")).toEqual([]);
    expect(names("nobody")).toEqual([]);
  });

  it("ranks a word's start before its inside, then by name", () => {
    expect(names("ana")).toEqual(["Ana Souza", "Anabel Lee", "Susana Prieto"]);
  });

  it("finds a name written without spaces by its inside", () => {
    expect(names("太郎")).toEqual(["山田太郎"]);
  });

  it("finds companions, leading to the guest whose answer it is, once", () => {
    const [match, ...rest] = searchByName(GUESTS, "zoe");
    expect(rest).toEqual([]);
    expect(match).toEqual({ guest: DOOR_ANA, matched: "Zoë", companion: true });
    expect(searchByName(GUESTS, "a souza")[0]).toMatchObject({ matched: "Ana Souza", companion: false });
  });

  it("gives at most the limit", () => {
    expect(searchByName(GUESTS, "a", 2)).toHaveLength(2);
  });
});
