import { describe, expect, it } from "vitest";
import { buildBrandGuide } from "../../brandkit/web.ts";
import { escapeMarkdown, renderBrandGuide } from "../../brandkit/mod.ts";
import { SAMPLE_COPY } from "../support/fake-provider.ts";
import { rowFolderName } from "../../cli/batch-folders.ts";
import { slugify } from "../../cli/folder-names.ts";
import { formatProgressBar } from "../../cli/progress.ts";
import { shellQuote } from "../../cli/shell-quote.ts";

describe("slugify()", () => {
  it.each([
    ["Neon Nights", "neon-nights"],
    ["Café Édition: 2026!", "cafe-edition-2026"],
    ["  --Rooftop   Jazz--  ", "rooftop-jazz"],
    ["東京 Nights", "東京-nights"],
    ["東京ジャズナイト", "東京ジャズナイト"],
    ["हिंदी संध्या", "हिंदी-संध्या"],
    ["Straße Fest", "straße-fest"],
    ["!!!", "kit"],
    ["word ".repeat(20), "word-word-word-word-word-word-word-word-word-word-word-word"],
  ])("turns %j into %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe("rowFolderName()", () => {
  it.each([
    [7, 20, "Neon Nights", "007-neon-nights"],
    [7, 1500, "Neon Nights", "0007-neon-nights"],
    [120, 120, "A", "120-a"],
  ])("names row %i of %i for %j %j", (row, total, name, folder) => {
    expect(rowFolderName(row, total, name)).toBe(folder);
  });
});

describe("shellQuote()", () => {
  it.each([
    ["neon-nights", "neon-nights"],
    ["kits/neon_2", "kits/neon_2"],
    ["Glow Fest", "'Glow Fest'"],
    ["Rock'n'Roll", `'Rock'\\''n'\\''Roll'`],
  ])("quotes %j as %j", (word, quoted) => {
    expect(shellQuote(word)).toBe(quoted);
  });
});

describe("formatProgressBar()", () => {
  it.each([
    [{ total: 4, done: 0, skipped: 0, failed: 0 }, "[--------] 0/4 rows  done 0  skipped 0  failed 0"],
    [{ total: 4, done: 1, skipped: 1, failed: 0 }, "[####----] 2/4 rows  done 1  skipped 1  failed 0"],
    [{ total: 3, done: 2, skipped: 0, failed: 1 }, "[########] 3/3 rows  done 2  skipped 0  failed 1"],
  ])("draws %j as %j", (counts, line) => {
    expect(formatProgressBar(counts, 8)).toBe(line);
  });
});

describe("renderBrandGuide()", () => {
  const kit = {
    selectedName: "Glow Fest",
    ...SAMPLE_COPY,
    images: { poster: "poster.png", square: "square.png", banner: "banner.png" },
    brandGuide: buildBrandGuide(["#E6067A", "#F472B6"]),
  };

  it("has the five sections of the kit, marks the selected name and links the graphics", () => {
    const text = renderBrandGuide(kit);
    expect(text.match(/^## .*$/gm)).toEqual([
      "## 1. Event name options",
      "## 2. Brand copy",
      "## 3. Social media captions",
      "## 4. Event graphics",
      "## 5. Brand guide",
    ]);
    expect(text).toContain("- Neon Nights\n- **Glow Fest** (selected)\n- Midnight Pulse");
    expect(text).toContain("### Poster 1080 x 1350\n\n![Poster](poster.png)");
    expect(text).toContain("| `#E6067A` |");
    expect(text).toContain("- Poppins Bold\n- Playfair Display\n- Space Mono");
    expect(text).toContain("### Don'ts\n\n- Don't set text on busy or low-contrast backgrounds.");
  });

  it("lists every file of the kit with what each is, the extra formats included", () => {
    const files = [
      "poster.png",
      "story.png",
      "link-preview.png",
      "poster.svg",
      "poster-print.pdf",
      "brand-guide.pdf",
      "event.ics",
      "brand-guide.md",
      "copy.txt",
      "kit.json",
    ];
    const text = renderBrandGuide(kit, files);
    expect(text).toContain("## 6. Files in this kit");
    for (const name of files) {
      expect(text).toMatch(new RegExp(`^\\| \`${name.replace(".", "\\.")}\` \\| \\S`, "m"));
    }
    expect(text).toContain("| `story.png` | Story 1080 x 1920 |");
    expect(text).toContain("| `poster.svg` | Poster 1080 x 1350, vector (SVG) for any editor |");
  });

  it("escapes text that Markdown would read as formatting", () => {
    expect(escapeMarkdown("*Bold* [link](x) <b>|_")).toBe("\\*Bold\\* \\[link\\](x) \\<b\\>\\|\\_");
    expect(escapeMarkdown("two\nlines")).toBe("two lines");
  });
});
