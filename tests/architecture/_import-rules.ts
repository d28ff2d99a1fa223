/**
 * The import rules (docs/architecture.md#the-import-rules) as a pure function over source files, so the rules
 * themselves can be tested on small samples before they judge the real tree.
 */

export type SourceFile = { path: string; text: string };
export type Import = { specifier: string; typeOnly: boolean; resolved: string };

const IMPORT_PATTERN =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Removes comments, so a module header that mentions "Deno" or an import is not mistaken for code. */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith(".")) return specifier;
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** The imports of a file, with relative specifiers resolved to repository paths. */
export function importsOf(file: SourceFile): Import[] {
  const code = stripComments(file.text);
  return [...code.matchAll(IMPORT_PATTERN)].map((match) => {
    const specifier = match[2] ?? match[3];
    return { specifier, typeOnly: Boolean(match[1]), resolved: resolve(file.path, specifier) };
  });
}

/**
 * The floors of the server side, top first (docs/architecture.md#how-the-code-is-laid-out): the edges
 * (server.ts and cli/), the HTTP routes, the adapters to infrastructure, the core, the platform client. A
 * file imports its own floor and those below it, never one above; the two edges and their floors do not
 * import each other (the CLI never imports routes/).
 */
const FLOORS: ReadonlyArray<{ name: string; rank: number; holds: (path: string) => boolean }> = [
  { name: "server.ts", rank: 4, holds: (path) => path === "server.ts" },
  { name: "cli/", rank: 4, holds: (path) => path.startsWith("cli/") },
  { name: "routes/", rank: 3, holds: (path) => path.startsWith("routes/") },
  { name: "adapters/", rank: 2, holds: (path) => path.startsWith("adapters/") },
  { name: "brandkit/", rank: 1, holds: (path) => path.startsWith("brandkit/") },
  { name: "platform/", rank: 0, holds: (path) => path.startsWith("platform/") },
];
/** The one pair of edges that must not meet: the CLI and the web routes. */
const APART = new Set(["cli/>routes/", "routes/>cli/", "cli/>server.ts", "server.ts>cli/"]);

function floorOf(path: string) {
  return FLOORS.find((floor) => floor.holds(path));
}

/** "imports X, a floor above" or "imports X (cli/ and routes/ stay apart)", or undefined when it may. */
function floorBreach(from: string, to: string): string | undefined {
  const source = floorOf(from);
  const target = floorOf(to);
  if (!source || !target || source === target) return undefined;
  if (APART.has(`${source.name}>${target.name}`)) {
    return `imports ${to} (${source.name} and ${target.name} do not import each other)`;
  }
  if (target.rank > source.rank) return `imports ${to}, on a floor above ${source.name} (${target.name})`;
  return undefined;
}

const FRAMEWORKS = /^(npm:)?(react|react-dom|hono|commander|@radix-ui\/|react-colorful)/;
const CONCRETE_PROVIDER = /^brandkit\/providers\/(?!registry)/;
/** The core's face for the browser; the page imports the core through it alone (page-bundle.test.ts walks on). */
const BROWSER_FACE = "brandkit/web.ts";
/**
 * The core's browser-safe faces a page loads only later (docs/architecture.md#the-faces): kept apart from web.ts
 * because whatever web.ts hands on that a page uses, even in a script it loads later, joins the chunk every page
 * loads first.
 */
const LATER_BROWSER_FACES: ReadonlySet<string> = new Set(["brandkit/qr-code.ts"]);
const DENO_ALLOWED = new Set(["server.ts", "cli/main.ts", "cli/io.ts"]);
/** The adapters over Deno itself: the file system and the process's limits. */
const DENO_ADAPTERS = /^adapters\/deno-[\w-]+\.ts$/;

/** The one composition of the kit pipeline (adapters/kit-pipeline.ts) builds these; no edge does it again. */
const PIPELINE_BUILDERS =
  /(?<![.\w])(createProvider|createRenderPool|createOutboundPolicy|createExactImage)\(/;
const COMPOSITION = "adapters/kit-pipeline.ts";

/** Every broken rule, as "file: what is wrong". */
export function findViolations(files: readonly SourceFile[]): string[] {
  const violations: string[] = [];
  for (const file of files) {
    const { path } = file;
    const report = (message: string) => violations.push(`${path}: ${message}`);
    const imports = importsOf(file);
    const mayUseDeno = DENO_ALLOWED.has(path) || DENO_ADAPTERS.test(path) || path.startsWith("tests/");
    if (/\bDeno\./.test(stripComments(file.text)) && !mayUseDeno) {
      report("uses Deno.* (only server.ts, cli/main.ts, cli/io.ts and adapters/deno-*.ts may)");
    }
    const builds = stripComments(file.text).match(PIPELINE_BUILDERS);
    if (builds && path !== COMPOSITION && !path.startsWith("brandkit/") && !path.startsWith("tests/")) {
      report(`calls ${builds[1]} (only ${COMPOSITION} builds the kit pipeline)`);
    }
    if (!path.startsWith("tests/") && !path.startsWith("client/")) {
      for (const { specifier, resolved } of imports) {
        const breach = specifier.startsWith(".") ? floorBreach(path, resolved) : undefined;
        if (breach) report(breach);
      }
    }
    if (path.startsWith("brandkit/")) {
      for (const { specifier, resolved } of imports) {
        if (FRAMEWORKS.test(specifier)) report(`imports ${specifier} (the core is framework-free)`);
        if (specifier.startsWith("node:")) report(`imports ${specifier} (the core runs in the browser too)`);
        const outside = specifier.startsWith(".") && !resolved.startsWith("brandkit/") &&
          resolved !== "deno.json";
        const platformException = path === "brandkit/providers/platform.ts" && resolved === "platform/mod.ts";
        if (outside && !platformException) report(`imports ${resolved} from outside brandkit/`);
      }
      if (
        path === "brandkit/generation/generator.ts" &&
        imports.some(({ resolved }) => resolved.startsWith("brandkit/providers/"))
      ) {
        report("the generator sees only the provider interface, not providers/");
      }
    }
    if (path.startsWith("platform/")) {
      for (const { specifier } of imports) {
        if (specifier.startsWith("node:")) report(`imports ${specifier} (the SDK runs in the browser too)`);
      }
    }
    const isProviderInternal = path.startsWith("brandkit/providers/");
    for (const { resolved } of imports) {
      if (CONCRETE_PROVIDER.test(resolved) && !isProviderInternal && !path.startsWith("tests/")) {
        report(`imports the concrete provider ${resolved} (only brandkit/providers/registry.ts may)`);
      }
    }
    if (path.startsWith("client/")) {
      for (const { specifier, typeOnly, resolved } of imports) {
        if (!specifier.startsWith(".")) continue;
        if (resolved.startsWith("client/")) continue;
        if (resolved.startsWith("routes/") && typeOnly) continue;
        if (resolved === BROWSER_FACE || LATER_BROWSER_FACES.has(resolved)) continue;
        report(
          `imports ${resolved} (the browser takes the core from ${BROWSER_FACE} and types from routes/)`,
        );
      }
    }
  }
  return violations;
}
