/**
 * Every language's kind markers: they fit their schema, and each kind's words (in a name) and places (in a
 * location) tell that kind.
 */
import { describe, expect, it } from "vitest";
import { COPY_LANGUAGES } from "../../../brandkit/languages/registry.ts";
import { KIND_IDS, type KindId } from "../../../brandkit/languages/kind-ids.ts";
import { kindMarkers } from "../../../brandkit/languages/kind-markers/mod.ts";
import { type EventKind, eventKindOf } from "../../../brandkit/kinds/event-kinds.ts";

/** True when `found` is `id`; a birthday's words may make a children's party and back, by the age they give. */
function tells(found: EventKind | null, id: KindId): boolean {
  const birthdays = ["birthday", "kidsParty"];
  return found?.id === id || (birthdays.includes(id) && birthdays.includes(found?.id ?? ""));
}

describe.each(COPY_LANGUAGES)("the %s kind markers", (language) => {
  it("fit their schema", () => {
    expect(() => kindMarkers(language)).not.toThrow();
  });

  it("tell each kind by its own words", () => {
    const wrong: string[] = [];
    for (const id of KIND_IDS) {
      for (const word of kindMarkers(language).kinds[id].words) {
        const found = eventKindOf({ name: word, vibes: [], language });
        if (!tells(found, id)) wrong.push(`"${word}" tells ${found?.id ?? null}, not ${id}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("tell each kind by its own places", () => {
    const wrong: string[] = [];
    for (const id of KIND_IDS) {
      for (const place of kindMarkers(language).kinds[id].places) {
        const found = eventKindOf({ vibes: [], location: place, language });
        if (!tells(found, id)) wrong.push(`"${place}" tells ${found?.id ?? null}, not ${id}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("a Japanese run", () => {
  it.each([
    ["皇居朝ラン", []],
    ["週末の集まり", ["ランニング"]],
    ["東京マラソン", []],
  ])("reads %s with vibes %j as a run", (name, vibes) => {
    expect(eventKindOf({ name, vibes, language: "ja" })?.id).toBe("run");
  });
});
