/**
 * The README and docs/ (issue 29): a README that fits on two screens and starts with the two commands, and docs
 * that name every setting and every CLI flag, with links and pictures that exist.
 */
import { describe, expect, it } from "vitest";
import { ConfigSchema } from "../../brandkit/config.ts";

const ROOT = new URL("../../", import.meta.url);
const read = (path: string) => Deno.readTextFile(new URL(path, ROOT));

const README_MAX_BYTES = 12 * 1024;
const IMAGE_MAX_BYTES = 300 * 1024;
const IMAGES = ["docs/images/page.png", "docs/images/kit.png"];
const COMMANDS = [
  "npx -y deno@2.9 task start",
  "npx -y deno@2.9 task test",
];

/** Every .ts file under a folder, recursively. */
async function tsFilesUnder(dir: URL): Promise<URL[]> {
  const files: URL[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
    if (entry.isDirectory) files.push(...await tsFilesUnder(url));
    else if (entry.name.endsWith(".ts")) files.push(url);
  }
  return files;
}

/** The long options of the commander definitions: `.option("--name <name>", ...)`, `.requiredOption(...)`. */
async function cliFlags(): Promise<string[]> {
  const flags = new Set<string>();
  for (const file of await tsFilesUnder(new URL("cli/", ROOT))) {
    const source = await Deno.readTextFile(file);
    for (
      const match of source.matchAll(/\.(?:option|requiredOption)\(\s*["'`](?:-\w, )?(--[a-z][a-z0-9-]*)/g)
    ) {
      flags.add(match[1]);
    }
  }
  return [...flags].sort();
}

describe("README.md", () => {
  it("is at most 12 KB", async () => {
    const bytes = (await Deno.readFile(new URL("README.md", ROOT))).byteLength;
    expect(bytes).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it("starts, after the title and the intro, with the two commands", async () => {
    const readme = await read("README.md");
    const lines = readme.split("\n");
    expect(lines[0]).toBe("# BrandKit");
    const fence = lines.findIndex((line) => line.startsWith("```"));
    const heading = lines.findIndex((line, index) => index > 0 && line.startsWith("#"));
    expect(fence).toBeGreaterThan(1);
    // Only the intro's prose comes before the commands: no other block, heading, picture or link list.
    expect(heading === -1 || heading > fence).toBe(true);
    expect(lines.slice(1, fence).every((line) => !/^\s*(```|!\[|- |\|)/.test(line))).toBe(true);
    const block = lines.slice(fence + 1, lines.indexOf("```", fence + 1));
    expect(block.map((line) => line.split("#")[0].trim())).toEqual(COMMANDS);
  });

  it("links only to docs that exist", async () => {
    const readme = await read("README.md");
    const links = [...readme.matchAll(/\]\((docs\/[^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const stat = await Deno.stat(new URL(link, ROOT)).catch(() => null);
      expect(stat?.isFile, `README.md links to ${link}, which does not exist`).toBe(true);
    }
  });

  it("shows the two pictures, each at most 300 KB", async () => {
    const readme = await read("README.md");
    for (const image of IMAGES) {
      expect(readme).toContain(`](${image})`);
      const bytes = await Deno.readFile(new URL(image, ROOT));
      expect(bytes.byteLength, image).toBeGreaterThan(0);
      expect(bytes.byteLength, image).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
      // A PNG by its signature (the README's pictures are PNG).
      expect([...bytes.subarray(0, 8)], image).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    }
  });
});

describe("docs/", () => {
  it("names every environment variable of brandkit/config.ts in docs/configuration.md", async () => {
    const doc = await read("docs/configuration.md");
    // config.ts reads the environment by the keys of ConfigSchema (readConfig: Object.keys(ConfigSchema.shape)).
    const variables = Object.keys(ConfigSchema.shape);
    expect(variables).toContain("BRANDKIT_PROVIDER");
    expect(variables.length).toBeGreaterThan(20);
    const missing = variables.filter((name) => !new RegExp(`\\b${name}\\b`).test(doc));
    expect(missing, "variables missing from docs/configuration.md").toEqual([]);
  });

  it("names every CLI flag in docs/cli.md", async () => {
    const doc = await read("docs/cli.md");
    const flags = await cliFlags();
    expect(flags).toEqual(expect.arrayContaining(["--name", "--date", "--out", "--queue"]));
    const missing = flags.filter((flag) => !new RegExp(`${flag}(?![a-z0-9-])`).test(doc));
    expect(missing, "flags missing from docs/cli.md").toEqual([]);
  });

  it("links only to files that exist, from every page", async () => {
    for await (const entry of Deno.readDir(new URL("docs/", ROOT))) {
      if (!entry.name.endsWith(".md")) continue;
      const page = new URL(`docs/${entry.name}`, ROOT);
      const text = await Deno.readTextFile(page);
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const stat = await Deno.stat(new URL(target, page)).catch(() => null);
        expect(stat, `docs/${entry.name} links to ${target}, which does not exist`).not.toBeNull();
      }
    }
  });
});
