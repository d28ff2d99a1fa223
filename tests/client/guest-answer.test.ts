import { describe, expect, it } from "vitest";
import {
  forgetGuestKey,
  guestKeyOfLink,
  type GuestStorage,
  guestStorageKey,
  privateLink,
  readGuestKey,
  writeGuestKey,
} from "../../client/event/guest-answer.ts";

const KIT = "Zx8_kq-3VbN0pLmW2rT5yA";
const KEY = { guestId: "Gq7_kq-3VbN0pLmW2rT5yB", guestToken: "t".repeat(43) };

function memoryStorage(): GuestStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe("privateLink() and guestKeyOfLink()", () => {
  it("carries the id in the query and the token in the fragment, and reads them back", () => {
    const link = privateLink(`https://kits.example/k/${KIT}`, KEY);
    expect(link).toBe(`https://kits.example/k/${KIT}?guest=${KEY.guestId}#t=${KEY.guestToken}`);
    const url = new URL(link);
    expect(guestKeyOfLink(url)).toEqual(KEY);
  });

  it.each([
    ["no guest", { search: "", hash: `#t=${KEY.guestToken}` }],
    ["no token", { search: `?guest=${KEY.guestId}`, hash: "" }],
    ["a token in the query, not the fragment", {
      search: `?guest=${KEY.guestId}&t=${KEY.guestToken}`,
      hash: "",
    }],
    ["a malformed id", { search: "?guest=..%2Fetc", hash: `#t=${KEY.guestToken}` }],
    ["the form's return", { search: "?rsvp=withdrawn", hash: "#rsvp" }],
  ])("finds nothing in an address with %s", (_what, location) => {
    expect(guestKeyOfLink(location)).toBeNull();
  });
});

describe("the answer kept per kit", () => {
  it("is written, read and forgotten under the kit's own key", () => {
    const storage = memoryStorage();
    expect(writeGuestKey(storage, KIT, KEY)).toBe(true);
    expect([...storage.items.keys()]).toEqual([guestStorageKey(KIT)]);
    expect(readGuestKey(storage, KIT)).toEqual(KEY);
    expect(readGuestKey(storage, "another-kit-id-xxxxxxx")).toBeNull();
    forgetGuestKey(storage, KIT);
    expect(readGuestKey(storage, KIT)).toBeNull();
  });

  it.each([
    ["no storage", null],
    ["storage that throws", {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    }],
  ])("survives %s", (_what, storage) => {
    expect(writeGuestKey(storage, KIT, KEY)).toBe(false);
    expect(readGuestKey(storage, KIT)).toBeNull();
    expect(() => forgetGuestKey(storage, KIT)).not.toThrow();
  });

  it.each(["not json", "{}", JSON.stringify({ guestId: "x", guestToken: KEY.guestToken }), "null"])(
    "reads nothing from a bad entry: %s",
    (text) => {
      const storage = memoryStorage();
      storage.items.set(guestStorageKey(KIT), text);
      expect(readGuestKey(storage, KIT)).toBeNull();
    },
  );
});
