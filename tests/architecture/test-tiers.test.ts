import { describe, expect, it } from "vitest";
import { SERVICES_TESTS } from "../support/tiers.ts";
import { startsOf, tierFaults, tierOf } from "./_test-tiers.ts";

const ROOT = new URL("../../", import.meta.url);
/** Folders under tests/ that hold no tests vitest runs. */
const NOT_TESTS = new Set(["tests/bench", "tests/artifacts"]);

/** The test files under tests/, by repository path. */
function testFiles(folder = "tests"): string[] {
  return [...Deno.readDirSync(new URL(folder, ROOT))].flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory) return NOT_TESTS.has(path) ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A file under tests/ as text; nothing for source files, which are never followed. */
function readTest(path: string): string | undefined {
  if (!path.startsWith("tests/")) return undefined;
  try {
    return Deno.readTextFileSync(new URL(path, ROOT));
  } catch {
    return undefined;
  }
}

/** A reader over a few sample files. */
const samples = (files: Record<string, string>) => (path: string) => files[path];

describe("what a test file starts", () => {
  it.each<[string, Record<string, string>, string]>([
    ["a process", { "tests/a.test.ts": "await new Deno.Command('tesseract').output();" }, "a process"],
    ["a server on a port", {
      "tests/a.test.ts": 'Deno.serve({ hostname: "127.0.0.1", port: 0 }, handler);',
    }, "a network server"],
    [
      "a listening socket",
      { "tests/a.test.ts": "const listener = Deno.listen({ port: 0 });" },
      "Deno.listen",
    ],
    ["a node server", {
      "tests/a.test.ts": 'import { createServer } from "node:net";\nconst silent = createServer(() => {});',
    }, "createServer"],
    ["a browser", { "tests/a.test.ts": 'import { chromium } from "playwright-core";' }, "a browser"],
    ["a child process", { "tests/a.test.ts": 'import { spawn } from "node:child_process";' }, "a process"],
    ["Redis", {
      "tests/cli/a.test.ts": 'import { startRedis } from "../support/redis-server.ts";',
    }, "tests/support/redis-server.ts (Redis)"],
    ["Postgres", {
      "tests/a/b.test.ts": 'import { startPostgres } from "../../tests/support/postgres-server.ts";',
    }, "(Postgres)"],
    [
      "nginx",
      { "tests/scale/a.test.ts": 'import { startNginx } from "../support/nginx-server.ts";' },
      "nginx",
    ],
    ["an S3 server", {
      "tests/adapters/a.test.ts": 'import { startS3Server } from "../support/s3-server.ts";',
    }, "an S3 server"],
    ["the connection guard's edge on Deno", {
      "tests/adapters/a.test.ts": 'import { denoEdge } from "../../adapters/deno-serve.ts";',
    }, "a network server"],
    ["the server, through a helper of a helper", {
      "tests/adapters/a.test.ts": 'import { startServer } from "./_helper.ts";',
      "tests/adapters/_helper.ts": 'export { startServer } from "../support/server-process.ts";',
      "tests/support/server-process.ts": "export const startServer = () => new Deno.Command('deno').spawn();",
    }, "tests/adapters/a.test.ts -> tests/adapters/_helper.ts -> tests/support/server-process.ts (a process"],
    ["a server started in a dynamic import", {
      "tests/a.test.ts": 'const { startRedis } = await import("./support/redis-server.ts");',
    }, "(Redis)"],
  ])("finds %s", (_case, files, what) => {
    const [path] = Object.keys(files);
    expect(startsOf(path, samples(files)).join("\n")).toContain(what);
  });

  it.each<[string, Record<string, string>]>([
    ["the app answering in-process", {
      "tests/routes/a.test.ts":
        'import { app } from "../support/test-app.ts";\nawait app.request("/api/health");',
      "tests/support/test-app.ts": 'export { app } from "../../routes/app.ts";',
    }],
    ["a comment or a sample that mentions Deno.serve and Deno.Command", {
      "tests/a.test.ts":
        '// not Deno.serve(handler)\nconst sample = "new Deno.Command(x); Deno.serve(() => r)";',
    }],
    ["a type from a helper that starts something", {
      "tests/a.test.ts": 'import type { TestRedis } from "./support/redis-server.ts";',
    }],
    ["the fake OpenAI API used as fetch", {
      "tests/a.test.ts": 'import { createFakeOpenAi } from "./support/fake-openai-server.ts";',
      "tests/support/fake-openai-server.ts": "export const createFakeOpenAi = () => ({ fetch });",
    }],
  ])("finds nothing in %s", (_case, files) => {
    const [path] = Object.keys(files);
    expect(startsOf(path, samples(files))).toEqual([]);
  });
});

describe("the test tiers", () => {
  it("put tests/e2e/ in the e2e tier, the listed files in the services tier and the rest in the unit tier", () => {
    const services = new Set(["tests/cli/queue.test.ts"]);
    expect(tierOf("tests/e2e/page.test.ts", services)).toBe("e2e");
    expect(tierOf("tests/cli/queue.test.ts", services)).toBe("services");
    expect(tierOf("tests/cli/csv.test.ts", services)).toBe("unit");
  });

  it.each<[string, Record<string, string>, string[], string]>([
    [
      "a unit test that starts Redis",
      {
        "tests/cli/a.test.ts": 'import { startRedis } from "../support/redis-server.ts";',
      },
      [],
      "tests/cli/a.test.ts: a unit test that starts tests/cli/a.test.ts -> tests/support/redis-server.ts (Redis)",
    ],
    [
      "a unit test that starts a browser",
      {
        "tests/client/a.test.ts": 'import { chromium } from "playwright-core";',
      },
      [],
      "move it to tests/e2e/",
    ],
    [
      "a services test that starts a browser",
      {
        "tests/routes/a.test.ts": 'import { chromium } from "playwright-core";',
      },
      ["tests/routes/a.test.ts"],
      "move it to tests/e2e/",
    ],
    [
      "a services test that starts nothing",
      {
        "tests/routes/a.test.ts": 'import { app } from "../../routes/app.ts";',
      },
      ["tests/routes/a.test.ts"],
      "tests/routes/a.test.ts: starts nothing: take it off the services tier (tests/support/tiers.ts)",
    ],
    [
      "a browser test that starts no browser",
      {
        "tests/e2e/a.test.ts": 'import { app } from "../../routes/app.ts";',
      },
      [],
      "tests/e2e/a.test.ts: in tests/e2e/ but starts no browser",
    ],
    [
      "a listed file that is gone",
      {
        "tests/cli/a.test.ts": "",
      },
      ["tests/cli/gone.test.ts"],
      "tests/cli/gone.test.ts: listed in the services tier (tests/support/tiers.ts), but it is no test file",
    ],
  ])("catch %s", (_case, files, services, fault) => {
    expect(tierFaults(Object.keys(files), services, samples(files)).join("\n")).toContain(fault);
  });

  it("hold for every test file", () => {
    const tests = testFiles();
    expect(tests.length).toBeGreaterThan(200);
    expect(tierFaults(tests, SERVICES_TESTS, readTest)).toEqual([]);
  });
});
