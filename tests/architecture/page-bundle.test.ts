import { beforeAll, describe, expect, it } from "vitest";
import { buildClientBundle, type ClientBundle, PAGE_ENTRIES } from "../../adapters/bundle.ts";
import { PALETTES } from "../../brandkit/web.ts";
import { COPY_LANGUAGES } from "../../brandkit/languages/registry.ts";
import { KIND_IDS } from "../../brandkit/languages/kind-ids.ts";
import { kindMarkers } from "../../brandkit/languages/kind-markers/mod.ts";
import { suggestPalette } from "../../client/form/palette-suggestion.ts";
import type { Extras } from "../../client/extras.ts";
import { serverPaths } from "./_module-graph.ts";

const ROOT = new URL("../../", import.meta.url);

function sourceText(module: string): string | undefined {
  try {
    return Deno.readTextFileSync(new URL(module, ROOT));
  } catch {
    return undefined;
  }
}

describe("the module-graph walk", () => {
  const graph = new Map<string, string[]>([
    ["client/main.tsx", ["brandkit/web.ts", "client/util.ts"]],
    ["brandkit/web.ts", ["brandkit/schemas.ts"]],
    ["brandkit/schemas.ts", ["brandkit/generation/seed.ts"]],
    ["client/util.ts", ["brandkit/mod.ts"]],
    ["brandkit/mod.ts", ["brandkit/config.ts", "brandkit/render/mod.ts", "node:fs"]],
  ]);

  it("names every path from an entry to a server-only module, however deep", () => {
    expect(serverPaths(graph, ["client/main.tsx"], () => "")).toEqual([
      "client/main.tsx -> client/util.ts -> brandkit/mod.ts -> brandkit/config.ts (config)",
      "client/main.tsx -> client/util.ts -> brandkit/mod.ts -> brandkit/render/mod.ts (render)",
      "client/main.tsx -> client/util.ts -> brandkit/mod.ts -> node:fs (node: code)",
    ]);
  });

  it("finds Deno code in a module's text, but not in its comments", () => {
    const texts: Record<string, string> = {
      "client/main.tsx": "// Deno.env is read on the server only\n",
      "client/util.ts": "export const home = Deno.env.get('HOME');\n",
    };
    const small = new Map([["client/main.tsx", ["client/util.ts"]]]);
    expect(serverPaths(small, ["client/main.tsx"], (module) => texts[module])).toEqual([
      "client/main.tsx -> client/util.ts (Deno code)",
    ]);
  });

  it("names the path to the event words, each kind's voice, which stays on the server", () => {
    const graph = new Map([
      ["client/extras.ts", ["client/form/palette-suggestion.ts"]],
      ["client/form/palette-suggestion.ts", ["brandkit/web.ts"]],
      ["brandkit/web.ts", ["brandkit/kinds/event-kinds.ts"]],
      ["brandkit/kinds/event-kinds.ts", [
        "brandkit/languages/kind-markers/mod.ts",
        "brandkit/languages/event-words/mod.ts",
      ]],
    ]);
    expect(serverPaths(graph, ["client/extras.ts"], () => "")).toEqual([
      "client/extras.ts -> client/form/palette-suggestion.ts -> brandkit/web.ts -> brandkit/kinds/event-kinds.ts" +
      " -> brandkit/languages/event-words/mod.ts (the event words)",
    ]);
  });

  it("passes a graph that reaches only browser-safe modules", () => {
    const safe = new Map([["client/main.tsx", ["brandkit/web.ts"]], ["brandkit/web.ts", [
      "brandkit/schemas.ts",
    ]]]);
    expect(serverPaths(safe, ["client/main.tsx"], () => "export {};")).toEqual([]);
  });
});

/** The built extras module, imported whole as the page imports it (it is one file). */
async function importedExtras(bundle: ClientBundle): Promise<Extras> {
  const name = bundle.extrasScript.slice(bundle.extrasScript.lastIndexOf("/") + 1);
  const source = new TextDecoder().decode(bundle.files.get(name)!.contents);
  return await import(/* @vite-ignore */ `data:text/javascript;charset=utf-8,${encodeURIComponent(source)}`);
}

describe("the page bundle", () => {
  let bundle: ClientBundle;
  let graph: ReadonlyMap<string, readonly string[]>;
  const entries = [...Object.values(PAGE_ENTRIES), "client/extras.ts"];

  beforeAll(async () => {
    bundle = await buildClientBundle();
    graph = bundle.moduleGraph;
  }, 120_000);

  it("is built from the client's entries and the core's browser face", () => {
    for (const entry of entries) {
      expect(graph.has(entry)).toBe(true);
    }
    expect(graph.has("brandkit/web.ts")).toBe(true);
  });

  it("has no path to config, the generator, outbound, render, providers, the copy's words and phrases, node: or Deno code", () => {
    expect(serverPaths(graph, entries, sourceText)).toEqual([]);
  });

  it("tells a kind from the kind markers, the only words of the copy the page carries", () => {
    expect(graph.has("brandkit/languages/kind-markers/mod.ts")).toBe(true);
  });

  it("suggests, once built, the palette the core suggests for a word of every kind in every language", async () => {
    const extras = await importedExtras(bundle);
    const vibeLists = [
      [],
      ["friendly", "morning"],
      ["neon", "retro"],
      ["elegant", "jazz"],
      ...COPY_LANGUAGES.flatMap((language) =>
        KIND_IDS.map((id) => [kindMarkers(language).kinds[id].words[0]])
      ),
    ];
    const differ = vibeLists.filter((vibes) =>
      extras.suggestPalette(vibes, PALETTES)?.name !== suggestPalette(vibes, PALETTES)?.name
    );
    expect(differ).toEqual([]);
  });

  it("never reaches the server's face of the core", () => {
    expect(graph.has("brandkit/mod.ts")).toBe(false);
  });

  it("keeps zod in the extras: no page script, even one loaded later, holds a schema", () => {
    // A schema in any page script puts zod in the chunk every page loads first (docs/web-app.md): it doubled the
    // form page's first script once, from 96 to 200 KB gzip.
    const decoder = new TextDecoder();
    const withZod = [...bundle.files]
      .filter(([name]) => name.endsWith(".js") && !name.startsWith("extras-"))
      .filter(([, file]) => decoder.decode(file.contents).includes("$ZodType"))
      .map(([name]) => name);
    expect(withZod).toEqual([]);
    const extras = [...bundle.files].find(([name]) => name.startsWith("extras-"))!;
    expect(decoder.decode(extras[1].contents)).toContain("$ZodType");
  });
});
