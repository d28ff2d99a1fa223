/**
 * The test tiers as a pure function over the test files, so the rule itself is tested on small samples before it
 * judges the real tree. A file starts something (a process, a browser, a network server, Redis, Postgres, nginx,
 * an S3 server) when its own code or a test helper it imports, at any depth, does. The unit tier starts nothing,
 * the services tier starts something but no browser, and tests/e2e/ starts a browser.
 */
import { importsOf } from "./_import-rules.ts";

export type Tier = "unit" | "services" | "e2e";

/** Code that starts something, and what it starts. */
const STARTING_CODE: ReadonlyArray<{ what: string; pattern: RegExp }> = [
  { what: "a process (Deno.Command)", pattern: /\bDeno\.Command\b/ },
  { what: "a network server (Deno.serve)", pattern: /\bDeno\.serve\s*\(/ },
  { what: "a network server (Deno.listen)", pattern: /\bDeno\.listen(?:Tls)?\s*\(/ },
  { what: "a network server (createServer)", pattern: /\bcreateServer\s*\(/ },
];

const BROWSER = "a browser";

/** Imports that start something, and what they start. */
const STARTING_IMPORTS: ReadonlyArray<{ what: string; holds: (module: string) => boolean }> = [
  { what: BROWSER, holds: (module) => /^(npm:)?playwright(-core)?(@|\/|$)/.test(module) },
  { what: "a process", holds: (module) => /^(node:)?child_process$/.test(module) },
  { what: "Redis", holds: (module) => module === "tests/support/redis-server.ts" },
  { what: "Postgres", holds: (module) => module === "tests/support/postgres-server.ts" },
  { what: "nginx", holds: (module) => module === "tests/support/nginx-server.ts" },
  { what: "an S3 server", holds: (module) => module === "tests/support/s3-server.ts" },
  { what: "an SMTP server", holds: (module) => module === "tests/support/smtp-server.ts" },
  { what: "a network server", holds: (module) => module === "adapters/deno-serve.ts" },
];

/** The code of a file without its comments and one-line strings, so a sample or a doc is not mistaken for code. */
function codeOf(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1")
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""');
}

/**
 * Everything `path` starts, as "path -> helper -> ... (what)", following its value imports through the files
 * `textOf` knows (the test files and their helpers). Empty when it starts nothing.
 */
export function startsOf(path: string, textOf: (path: string) => string | undefined): string[] {
  const found: string[] = [];
  const parent = new Map<string, string | undefined>([[path, undefined]]);
  const chain = (module: string): string => {
    const steps = [module];
    for (let step = parent.get(module); step !== undefined; step = parent.get(step)) steps.unshift(step);
    return steps.join(" -> ");
  };
  const queue = [path];
  while (queue.length > 0) {
    const module = queue.shift()!;
    const text = textOf(module);
    if (text === undefined) continue;
    const code = codeOf(text);
    for (const { what, pattern } of STARTING_CODE) {
      if (pattern.test(code)) found.push(`${chain(module)} (${what})`);
    }
    for (const { resolved, typeOnly } of importsOf({ path: module, text })) {
      if (typeOnly || parent.has(resolved)) continue;
      parent.set(resolved, module);
      const starting = STARTING_IMPORTS.find((candidate) => candidate.holds(resolved));
      if (starting) found.push(`${chain(resolved)} (${starting.what})`);
      else queue.push(resolved);
    }
  }
  return found;
}

/** Where the services tier's files are listed. */
const SERVICES_LIST = "the services tier (tests/support/tiers.ts)";

/** The tier a test file is in: tests/e2e/ by folder, the services tier by `services`, the unit tier otherwise. */
export function tierOf(path: string, services: ReadonlySet<string>): Tier {
  if (path.startsWith("tests/e2e/")) return "e2e";
  return services.has(path) ? "services" : "unit";
}

/**
 * Every test file in the wrong tier, as "file: what is wrong"; and every name in `services` that is no test
 * file. `tests` are the test files' paths; `textOf` reads them and their helpers.
 */
export function tierFaults(
  tests: readonly string[],
  services: readonly string[],
  textOf: (path: string) => string | undefined,
): string[] {
  const faults: string[] = [];
  const listed = new Set(services);
  const known = new Set(tests);
  for (const name of services) {
    if (!known.has(name)) faults.push(`${name}: listed in ${SERVICES_LIST}, but it is no test file`);
    else if (name.startsWith("tests/e2e/")) {
      faults.push(`${name}: listed in ${SERVICES_LIST}, but in tests/e2e/`);
    }
  }
  for (const path of tests) {
    const starts = startsOf(path, textOf);
    const what = starts.join("; ");
    const browser = starts.some((start) => start.endsWith(`(${BROWSER})`));
    const tier = tierOf(path, listed);
    if (tier === "unit" && browser) {
      faults.push(`${path}: a unit test that starts ${what}: move it to tests/e2e/`);
    } else if (tier === "unit" && starts.length > 0) {
      faults.push(`${path}: a unit test that starts ${what}: list it in ${SERVICES_LIST}`);
    } else if (tier === "services" && browser) {
      faults.push(`${path}: starts ${what}: move it to tests/e2e/`);
    } else if (tier === "services" && starts.length === 0) {
      faults.push(`${path}: starts nothing: take it off ${SERVICES_LIST}, it is a unit test`);
    } else if (tier === "e2e" && !browser) {
      faults.push(`${path}: in tests/e2e/ but starts no browser`);
    }
  }
  return faults;
}
