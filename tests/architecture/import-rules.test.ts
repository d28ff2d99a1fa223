import { describe, expect, it } from "vitest";
import { findViolations, type SourceFile } from "./_import-rules.ts";
import { readSources } from "./_source-tree.ts";

describe("the import rules", () => {
  it.each<[string, SourceFile, string]>([
    [
      "the core importing React",
      { path: "brandkit/a.ts", text: 'import React from "react";' },
      "imports react",
    ],
    [
      "the core importing Hono",
      { path: "brandkit/a.ts", text: 'import { Hono } from "hono";' },
      "imports hono",
    ],
    [
      "the core importing node:fs",
      { path: "brandkit/a.ts", text: 'import fs from "node:fs";' },
      "imports node:fs",
    ],
    ["the core using Deno", { path: "brandkit/a.ts", text: "const x = Deno.env.get('A');" }, "uses Deno.*"],
    ["the core importing the routes", {
      path: "brandkit/a.ts",
      text: 'import { x } from "../routes/app.ts";',
    }, "imports routes/app.ts from outside brandkit/"],
    ["the generator importing a provider", {
      path: "brandkit/generation/generator.ts",
      text: 'import { x } from "../providers/offline/mod.ts";',
    }, "the generator sees only the provider interface"],
    ["the server importing a concrete provider", {
      path: "routes/a.ts",
      text: 'import { x } from "../brandkit/providers/offline/mod.ts";',
    }, "only brandkit/providers/registry.ts may"],
    ["the browser importing the server's face of the core", {
      path: "client/a.tsx",
      text: 'import { readConfig } from "../brandkit/mod.ts";',
    }, "the browser takes the core from brandkit/web.ts"],
    ["the browser importing a core file past its face", {
      path: "client/a.tsx",
      text: 'import { contrastRatio } from "../brandkit/palettes/contrast.ts";',
    }, "the browser takes the core from brandkit/web.ts"],
    ["the browser importing the renderer", {
      path: "client/a.tsx",
      text: 'import { x } from "../brandkit/render/mod.ts";',
    }, "imports brandkit/render/mod.ts"],
    ["the browser importing server code", {
      path: "client/a.tsx",
      text: 'import { createApp } from "../routes/app.ts";',
    }, "imports routes/app.ts"],
    [
      "the SDK importing node:",
      { path: "platform/a.ts", text: 'import { x } from "node:buffer";' },
      "imports node:buffer",
    ],
    ["a route using Deno", { path: "routes/a.ts", text: "await Deno.readFile('x');" }, "uses Deno.*"],
    ["the CLI importing the routes", {
      path: "cli/a.ts",
      text: 'import { x } from "../routes/s3-errors.ts";',
    }, "cli/ and routes/ do not import each other"],
    ["the routes importing the CLI", {
      path: "routes/a.ts",
      text: 'import { x } from "../cli/generate.ts";',
    }, "routes/ and cli/ do not import each other"],
    ["an adapter importing the routes", {
      path: "adapters/media-store-s3.ts",
      text: 'import { IMMUTABLE_CACHE } from "../routes/static-routes.ts";',
    }, "on a floor above adapters/ (routes/)"],
    ["an adapter's type-only import from the routes", {
      path: "adapters/redis-limiter.ts",
      text: 'import type { Log } from "../routes/request-log.ts";',
    }, "on a floor above adapters/ (routes/)"],
    ["the platform client importing the core", {
      path: "platform/a.ts",
      text: 'import { x } from "../brandkit/mod.ts";',
    }, "on a floor above platform/ (brandkit/)"],
    ["the core importing an adapter", {
      path: "brandkit/a.ts",
      text: 'import { x } from "../adapters/media-store-disk.ts";',
    }, "imports adapters/media-store-disk.ts from outside brandkit/"],
    ["the server building its own provider", {
      path: "server.ts",
      text: "const provider = createProvider(config, { renderer: pool });",
    }, "only adapters/kit-pipeline.ts builds the kit pipeline"],
    ["the CLI building its own render pool", {
      path: "cli/main.ts",
      text: "const pool = createRenderPool({ assets });",
    }, "calls createRenderPool"],
    ["an adapter using Deno outside the Deno adapters", {
      path: "adapters/media-store-disk.ts",
      text: "await Deno.readFile('x');",
    }, "uses Deno.*"],
  ])("catch %s", (_case, file, message) => {
    const violations = findViolations([file]);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.join("\n")).toContain(message);
  });

  it.each<[string, SourceFile]>([
    ["the browser importing types from the routes", {
      path: "client/a.tsx",
      text: 'import type { AppType } from "../routes/app.ts";',
    }],
    ["the browser importing the core's browser face", {
      path: "client/a.tsx",
      text: 'import { PALETTES } from "../brandkit/web.ts";',
    }],
    ["the registry importing a concrete provider", {
      path: "brandkit/providers/registry.ts",
      text: 'import { x } from "./offline/mod.ts";',
    }],
    ["the platform provider importing the SDK", {
      path: "brandkit/providers/platform.ts",
      text: 'import { createClient } from "../../platform/mod.ts";',
    }],
    ["a comment that mentions Deno.serve", {
      path: "brandkit/a.ts",
      text: "// wired by Deno.serve in server.ts\nexport const a = 1;",
    }],
    ["the server using Deno", { path: "server.ts", text: "Deno.serve(() => new Response());" }],
    ["the Deno file system adapter using Deno", {
      path: "adapters/deno-fs.ts",
      text: "await Deno.readFile('x');",
    }],
    ["the server importing the routes and the adapters", {
      path: "server.ts",
      text: 'import { createApp } from "./routes/app.ts";\nimport { x } from "./adapters/media-store-s3.ts";',
    }],
    ["the CLI importing an adapter", {
      path: "cli/a.ts",
      text: 'import { x } from "../adapters/s3-client.ts";',
    }],
    ["a route importing an adapter", {
      path: "routes/a.ts",
      text: 'import { x } from "../adapters/bundle.ts";',
    }],
  ])("allow %s", (_case, file) => {
    expect(findViolations([file])).toEqual([]);
  });

  it("hold for the whole source tree", () => {
    const files = readSources();
    expect(files.length).toBeGreaterThan(10);
    expect(findViolations(files)).toEqual([]);
  });
});
