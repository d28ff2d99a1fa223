import { describe, expect, it } from "vitest";
import { type CopyFields, copyScriptProblem } from "../../../brandkit/languages/mod.ts";

/** Copy whose every field is `line` (captions numbered), with Latin brand names. */
function copyOf(line: string, changes: Partial<CopyFields> = {}): CopyFields {
  return {
    eventNames: ["Neon Nights", "Glow Fest", "Midnight Pulse"],
    headline: line,
    tagline: line,
    description: line,
    socialCaptions: [1, 2, 3].map((index) => `${line} ${index}`),
    ...changes,
  };
}

describe("copyScriptProblem()", () => {
  it.each<[string, string, CopyFields, string | undefined]>([
    ["takes Japanese in kana and kanji", "ja", copyOf("街が光るまで踊ろう"), undefined],
    ["refuses English for Japanese", "ja", copyOf("Dance until the city glows"), "headline"],
    [
      "refuses Chinese for Japanese: Japanese copy has kana somewhere",
      "ja",
      copyOf("跳舞直到城市发光"),
      "copy",
    ],
    ["takes Chinese in Han", "zh", copyOf("跳舞直到城市发光"), undefined],
    ["takes Korean in Hangul", "ko", copyOf("도시가 빛날 때까지 춤을"), undefined],
    ["takes Arabic", "ar", copyOf("نرقص حتى تضيء المدينة"), undefined],
    ["takes Hebrew", "he", copyOf("רוקדים עד שהעיר זוהרת"), undefined],
    ["takes Hindi in Devanagari", "hi", copyOf("शहर के चमकने तक नाचो"), undefined],
    ["takes Russian in Cyrillic", "ru", copyOf("Танцуем, пока город светится"), undefined],
    ["takes Greek", "el", copyOf("Χορεύουμε ώσπου να λάμψει η πόλη"), undefined],
    ["takes Thai", "th", copyOf("เต้นจนเมืองเปล่งแสง"), undefined],
    ["takes Spanish in Latin letters", "es", copyOf("Baila hasta que la ciudad brille"), undefined],
    ["refuses Japanese for Spanish", "es", copyOf("街が光るまで踊ろう"), "headline"],
    ["reads the subtag of a regional tag", "pt-BR", copyOf("Dance até a cidade brilhar"), undefined],
    [
      "names the first field in another script",
      "ru",
      copyOf("Танцуем, пока город светится", { tagline: "One night. Every colour." }),
      "tagline",
    ],
    [
      "names a caption by its number",
      "ko",
      copyOf("도시가 빛날 때까지 춤을", {
        socialCaptions: ["도시가 빛날 때까지", "See you on the floor", "춤을 추자"],
      }),
      "caption 2",
    ],
    [
      "leaves out the kit's names, hashtags and links",
      "ja",
      copyOf("Neon Nightsで踊ろう #NeonNights #TokyoClubWeekend https://tickets.example.com/neon-nights"),
      undefined,
    ],
    ["does not check a language it does not know", "sw", copyOf("Dance until the city glows"), undefined],
  ])("%s", (_case, language, copy, problem) => {
    expect(copyScriptProblem(copy, language)).toBe(problem);
  });

  it("leaves out the visitor's own words: a Latin name in Japanese copy, a Japanese place in Spanish copy", () => {
    const name = "Sunset Sessions Berlin Edition";
    expect(copyScriptProblem(copyOf(`${name}で踊ろう`), "ja", [name])).toBeUndefined();
    expect(copyScriptProblem(copyOf(`${name}で踊ろう`), "ja")).toBe("headline");
    expect(copyScriptProblem(copyOf("東京渋谷区道玄坂"), "es", ["東京渋谷区道玄坂"])).toBeUndefined();
    expect(copyScriptProblem(copyOf("Fiesta en 東京渋谷区道玄坂"), "es", [undefined, "東京渋谷区道玄坂"]))
      .toBeUndefined();
  });
});
