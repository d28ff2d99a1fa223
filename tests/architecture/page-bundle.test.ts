import { beforeAll, describe, expect, it } from "vitest";
import { buildClientBundle, PAGE_ENTRIES } from "../../adapters/bundle.ts";
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

  it("passes a graph that reaches only browser-safe modules", () => {
    const safe = new Map([["client/main.tsx", ["brandkit/web.ts"]], ["brandkit/web.ts", [
      "brandkit/schemas.ts",
    ]]]);
    expect(serverPaths(safe, ["client/main.tsx"], () => "export {};")).toEqual([]);
  });
});

describe("the page bundle", () => {
  let graph: ReadonlyMap<string, readonly string[]>;

  beforeAll(async () => {
    graph = (await buildClientBundle()).moduleGraph;
  }, 120_000);

  it("is built from the client's entries and the core's browser face", () => {
    for (const entry of [...Object.values(PAGE_ENTRIES), "client/extras.ts"]) {
      expect(graph.has(entry)).toBe(true);
    }
    expect(graph.has("brandkit/web.ts")).toBe(true);
  });

  it("has no path to config, the generator, outbound, render, providers, node: or Deno code", () => {
    const entries = [...Object.values(PAGE_ENTRIES), "client/extras.ts"];
    expect(serverPaths(graph, entries, sourceText)).toEqual([]);
  });

  it("never reaches the server's face of the core", () => {
    expect(graph.has("brandkit/mod.ts")).toBe(false);
  });
});
