import { describe, expect, it } from "vitest";
import { fragmentWithoutToken, keptToken, tokenFromFragment } from "../../../client/door/door-keys.ts";
import { KIT, memoryStorage, TOKEN } from "./_door-fixtures.ts";

describe("the door link's token", () => {
  it("is read from the fragment, and only when it is shaped like a token", () => {
    expect(tokenFromFragment(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromFragment(`#rsvp&token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromFragment("#token=<script>")).toBeNull();
    expect(tokenFromFragment("#token=")).toBeNull();
    expect(tokenFromFragment("")).toBeNull();
  });

  it("leaves the fragment's other keys", () => {
    expect(fragmentWithoutToken(`#token=${TOKEN}`)).toBe("");
    expect(fragmentWithoutToken(`#a=1&token=${TOKEN}`)).toBe("#a=1");
  });

  it("is kept per kit, and nothing else is taken for one", () => {
    const storage = memoryStorage();
    expect(keptToken(storage, KIT)).toBeNull();
    storage.setItem(`brandkit.door.v1.${KIT}.token`, TOKEN);
    expect(keptToken(storage, KIT)).toBe(TOKEN);
    expect(keptToken(storage, "other-kit")).toBeNull();
    storage.setItem(`brandkit.door.v1.${KIT}.token`, "not a token");
    expect(keptToken(storage, KIT)).toBeNull();
    expect(keptToken(null, KIT)).toBeNull();
  });
});
