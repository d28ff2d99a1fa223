/**
 * The import rules of DESIGN.md as a pure function over source files, so the rules themselves can be tested on
 * small samples before they judge the real tree.
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

const FRAMEWORKS = /^(npm:)?(react|react-dom|hono|commander|@radix-ui\/|react-colorful)/;
const CONCRETE_PROVIDER = /^brandkit\/providers\/(?!registry|fake)/;
/** Parts of the core the browser may load: no renderer, no providers. */
const BROWSER_SAFE_CORE = /^brandkit\/(?!render\/|providers\/|config\.ts$)[\w-]+\.ts$/;
const DENO_ALLOWED = new Set(["server.ts", "cli/main.ts", "cli/io.ts"]);

/** Every broken rule, as "file: what is wrong". */
export function findViolations(files: readonly SourceFile[]): string[] {
  const violations: string[] = [];
  for (const file of files) {
    const { path } = file;
    const report = (message: string) => violations.push(`${path}: ${message}`);
    const imports = importsOf(file);
    if (/\bDeno\./.test(stripComments(file.text)) && !DENO_ALLOWED.has(path) && !path.startsWith("tests/")) {
      report("uses Deno.* (only server.ts, cli/main.ts and cli/io.ts may)");
    }
    if (path.startsWith("brandkit/")) {
      for (const { specifier, resolved } of imports) {
        if (FRAMEWORKS.test(specifier)) report(`imports ${specifier} (the core is framework-free)`);
        if (specifier.startsWith("node:")) report(`imports ${specifier} (the core runs in the browser too)`);
        const outside = specifier.startsWith(".") && !resolved.startsWith("brandkit/") &&
          resolved !== "palettes.json" && resolved !== "deno.json";
        const platformException = path === "brandkit/providers/platform.ts" && resolved === "platform/mod.ts";
        if (outside && !platformException) report(`imports ${resolved} from outside brandkit/`);
      }
      if (
        path === "brandkit/generator.ts" &&
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
        if (BROWSER_SAFE_CORE.test(resolved) || resolved === "palettes.json") continue;
        report(`imports ${resolved} (the browser gets only browser-safe core files and types from routes/)`);
      }
    }
  }
  return violations;
}
