/**
 * The repository explains itself (issue 37): no source, test or doc file cites a document outside it, every
 * pointer into the docs ("docs/behaviour.md#the-form", a page's "[...](kept-kits.md#...)") lands on a heading that
 * exists, and docs/behaviour.md quotes the page's toasts, the brand guide and the graphics' labels word for word
 * as the code has them.
 */
import { describe, expect, it } from "vitest";
import { IMAGE_KINDS } from "../../brandkit/constants.ts";
import { GUIDE_DONTS, GUIDE_DOS } from "../../brandkit/languages/file-words/guide-lines.ts";
import { GUIDE_FONTS } from "../../brandkit/guide/guide.ts";
import { graphicLabel } from "../../client/graphics.ts";
import { say } from "../../client/i18n/translator.ts";
import { TOASTS } from "../../client/messages.ts";
import { interfaceWordsOf } from "../../routes/interface-catalogs.ts";

/** The page's words in English, as docs/behaviour.md quotes them. */
const { t } = interfaceWordsOf("en");

const ROOT = new URL("../../", import.meta.url);

/** What is not the project's own text: installed packages, data, build output, test artefacts, git. */
const SKIPPED_DIRS = new Set([".git", "node_modules", ".data", "dist", "tests/artifacts"]);
/** Files that are not text, or are generated. */
const SKIPPED_FILE = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz|wasm)$|^deno\.lock$/;

// The citations are built from parts, so this file does not cite them itself.
const SECTION_SIGN = String.fromCharCode(0xa7);
const OUTSIDE_FOLDER = [".", ".", "/", "shared"].join("");
const CITATIONS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  ...["DESIGN", "STYLE"].map((name) => ({
    pattern: new RegExp(`\\b${name}\\.md\\b`),
    what: `${name}.md, a document outside the repository`,
  })),
  {
    // "spec" ("spec's", "specification"), at most two characters, then the section sign: a numbered section.
    pattern: new RegExp(`\\bspec(?:ification)?['\u2019s]*\\W{0,2}${SECTION_SIGN}`, "i"),
    what: "a section of the product specification, which is not in the repository",
  },
];

/** Every file of the project, as paths from the root ("brandkit/constants.ts"). */
async function projectFiles(dir = ""): Promise<string[]> {
  const files: string[] = [];
  for await (const entry of Deno.readDir(new URL(dir || ".", ROOT))) {
    const path = dir + entry.name;
    if (entry.isDirectory) {
      if (!SKIPPED_DIRS.has(path)) files.push(...await projectFiles(`${path}/`));
    } else if (entry.isFile && !SKIPPED_FILE.test(entry.name)) {
      files.push(path);
    }
  }
  return files.sort();
}

const files = await projectFiles();
/** A file's text; "" for one deleted since the folders were read (someone is editing the checkout). */
const readText = (path: string) =>
  Deno.readTextFile(new URL(path, ROOT)).catch((error) => {
    if (error instanceof Deno.errors.NotFound) return "";
    throw error;
  });
const texts = new Map(await Promise.all(files.map(async (path) => [path, await readText(path)] as const)));

/** True when `path` exists, as a file or a folder. */
async function exists(path: URL): Promise<boolean> {
  return await Deno.stat(path).then(() => true, () => false);
}

/** The anchors of a Markdown page's headings, as GitHub makes them ("## The form" -> "the-form"). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const outsideCode = markdown.replace(/^```[\s\S]*?^```/gm, "");
  for (const [, heading] of outsideCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").trim().replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

describe("the repository explains itself", () => {
  it("reads the project's files", () => {
    expect(files).toEqual(
      expect.arrayContaining(["README.md", "docs/behaviour.md", "brandkit/constants.ts"]),
    );
    expect(files.some((path) => path.startsWith("node_modules/"))).toBe(false);
  });

  it("cites no document outside the repository", async () => {
    const citations: string[] = [];
    for (const [path, text] of texts) {
      const lines = text.split("\n");
      for (const [index, line] of lines.entries()) {
        const where = `${path}:${index + 1}: ${line.trim().slice(0, 120)}`;
        for (const { pattern, what } of CITATIONS) {
          if (pattern.test(line)) citations.push(`${where} (cites ${what})`);
        }
        // The outside folder, unless a folder of that name beside the file makes it a path in the repository.
        if (line.includes(OUTSIDE_FOLDER) && !await exists(new URL(OUTSIDE_FOLDER, new URL(path, ROOT)))) {
          citations.push(`${where} (cites ${OUTSIDE_FOLDER}, a folder outside the repository)`);
        }
      }
    }
    expect(
      citations,
      "cite the project's own docs instead (docs/behaviour.md, docs/architecture.md and the pages beside them)",
    ).toEqual([]);
  });

  it("points only at docs pages and headings that exist", () => {
    const anchors = new Map<string, Set<string>>();
    const anchorsOfPage = (page: string) => {
      if (!anchors.has(page)) anchors.set(page, anchorsOf(texts.get(page) ?? ""));
      return anchors.get(page)!;
    };
    const broken: string[] = [];
    for (const [path, text] of texts) {
      const lines = text.split("\n");
      for (const [index, line] of lines.entries()) {
        const pointers: Array<{ page: string; anchor?: string }> = [
          ...line.matchAll(/(?<![\w/.-])(docs\/[\w-]+\.md)(?:#([\w-]+))?/g),
        ].map(([, page, anchor]) => ({ page, anchor }));
        // Inside docs/, a link to another page's heading, or to one of its own.
        if (path.startsWith("docs/") && path.endsWith(".md")) {
          for (const [, page, anchor] of line.matchAll(/\]\(([\w-]+\.md)?#([^)\s]+)\)/g)) {
            pointers.push({ page: page ? `docs/${page}` : path, anchor });
          }
        }
        for (const { page, anchor } of pointers) {
          if (!texts.has(page)) broken.push(`${path}:${index + 1}: ${page} does not exist`);
          else if (anchor !== undefined && !anchorsOfPage(page).has(anchor)) {
            broken.push(`${path}:${index + 1}: ${page} has no heading #${anchor}`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("docs/behaviour.md", () => {
  const behaviour = texts.get("docs/behaviour.md") ?? "";
  /** A quoted string of the code, as the page quotes it: 'like this'. */
  const quoted = (text: string) => `'${text}'`;

  it("quotes every toast of client/messages.ts word for word", () => {
    // A toast made from a value ("{n}", "{name}", "{url}"): the value stands in the doc as a {placeholder}.
    const STAND_IN = "\u0000";
    const missing: string[] = [];
    for (const [key, toast] of Object.entries(TOASTS)) {
      const { title, description } = typeof toast === "function" ? toast(STAND_IN as never) : toast;
      for (const text of [say(t, title), say(t, description)]) {
        const escaped = quoted(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        const pattern = new RegExp(escaped.replaceAll(STAND_IN, "\\{\\w+\\}"));
        if (!pattern.test(behaviour)) missing.push(`${key}: ${quoted(text)}`);
      }
    }
    expect(missing, "toasts docs/behaviour.md does not quote as client/messages.ts has them").toEqual([]);
  });

  it("quotes the brand guide's fonts, dos and don'ts and the graphics' labels", () => {
    const strings = [
      ...GUIDE_FONTS,
      ...GUIDE_DOS,
      ...GUIDE_DONTS,
      ...IMAGE_KINDS.map((kind) => graphicLabel(kind, t)),
    ];
    expect(strings.filter((text) => !behaviour.includes(quoted(text)))).toEqual([]);
  });
});
