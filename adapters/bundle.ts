/**
 * Builds the page's static files with esbuild, in memory, at start-up: the app script (React, the page) with
 * its stylesheet and fonts, and the extras module (zod schemas, palette helpers, ZIP writer) that the page
 * imports after hydration. Names carry a content hash, so they are cached forever (routes/web-assets.ts
 * precompresses them for serving).
 */
import * as esbuild from "esbuild";

/** Where the files are served. */
export const STATIC_PREFIX = "/static/";

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

/** One built file. */
export type BundleFile = { contents: Uint8Array; contentType: string };

/**
 * The pages, each with its own entry script: the form page (`/`), a kit's page (`/k/{id}/kit`), its event page
 * (`/k/{id}`) and its door page (`/k/{id}/door`, issue 39).
 */
export const PAGE_ENTRIES = {
  page: "client/main.tsx",
  share: "client/share-main.tsx",
  event: "client/event-main.tsx",
  door: "client/door-main.tsx",
} as const;
export type PageEntry = keyof typeof PAGE_ENTRIES;

/** One page's scripts. */
export type EntryScripts = {
  /** URL of the entry script (a module). */
  script: string;
  /** URLs of the scripts the page loads before it is interactive: the entry and its static imports. */
  initialScripts: readonly string[];
  /**
   * URLs of every other script the page may load: what its chunks import, its dynamic imports and theirs. The door
   * page's service worker keeps them with the initial ones, so the page works offline (issue 39). @default none
   */
  lazyScripts?: readonly string[];
};

/** The built page files, in memory. */
export type ClientBundle<File = BundleFile> = {
  /** Each page's scripts; what the pages share is in chunks both import. */
  entries: Readonly<Record<PageEntry, EntryScripts>>;
  /** URL of the stylesheet (one for every page). */
  stylesheet: string;
  /** URL of the extras module. */
  extrasScript: string;
  /** Every file by its name under STATIC_PREFIX. */
  files: ReadonlyMap<string, File>;
  /**
   * Every module the scripts were built from, by its path from the repository root, with what it imports (a
   * module left out of the bundle, like `node:fs`, by its specifier): esbuild's metafiles, for the test that
   * keeps server code out of the page (tests/architecture/page-bundle.test.ts).
   */
  moduleGraph: ReadonlyMap<string, readonly string[]>;
};

/** How to build the bundle. */
export type BundleOptions = {
  /** The repository root. @default the folder above adapters/ */
  root?: URL;
  /**
   * React's development build, unminified: slower and bigger, but it warns about hydration mismatches that the
   * production build silently repairs. For tests only. @default false
   */
  development?: boolean;
};

/**
 * The core's modules are pure (no side effects at import: docs/architecture.md#the-import-rules), so the app
 * script can take constants from brandkit/mod.ts without esbuild keeping the zod schemas that the same face
 * exports, and the extras keep only what they use of brandkit/web.ts.
 */
const pureCore: esbuild.Plugin = {
  name: "brandkit-core-is-pure",
  setup(build) {
    build.onResolve({ filter: /\.tsx?$/ }, async (args) => {
      if (args.pluginData === "pure-core") return undefined;
      const result = await build.resolve(args.path, {
        importer: args.importer,
        resolveDir: args.resolveDir,
        kind: args.kind,
        pluginData: "pure-core",
      });
      return /[\\/]brandkit[\\/]/.test(result.path) ? { ...result, sideEffects: false } : result;
    });
  },
};

/**
 * zod's namespace re-exports every locale (`export * as locales`), which esbuild cannot drop from the `z`
 * object; nothing here reads `z.locales` (English messages are set up by zod itself), so it is left out.
 */
const noZodLocales: esbuild.Plugin = {
  name: "no-zod-locales",
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: "export {};",
      loader: "js",
    }));
  },
};

function sharedOptions(root: URL, development: boolean): esbuild.BuildOptions {
  return {
    absWorkingDir: decodeURIComponent(root.pathname),
    bundle: true,
    write: false,
    minify: !development,
    format: "esm",
    target: ["es2022", "chrome110", "firefox110", "safari16"],
    jsx: "automatic",
    outdir: "dist/static",
    entryNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    publicPath: STATIC_PREFIX,
    loader: { ".woff2": "file", ".woff": "file" },
    define: { "process.env.NODE_ENV": development ? '"development"' : '"production"' },
    legalComments: "none",
    // Non-ASCII text as it is, not \uXXXX escapes: the files are served as UTF-8 (CONTENT_TYPES).
    charset: "utf8",
    logLevel: "silent",
  };
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

function extensionOf(name: string): string {
  return name.slice(name.lastIndexOf("."));
}

/** URLs of the chunks an output imports statically, from esbuild's metafile. */
function staticImportsOf(metafile: esbuild.Metafile, outputName: string): string[] {
  const output = Object.entries(metafile.outputs).find(([path]) => baseName(path) === outputName)?.[1];
  return (output?.imports ?? [])
    .filter((imported) => imported.kind === "import-statement")
    .map((imported) => `${STATIC_PREFIX}${baseName(imported.path)}`);
}

/**
 * URLs of every chunk reachable from an output, through static and dynamic imports, but its own static imports
 * (the initial scripts): with those, every script its page may ever load, in the order first met.
 */
function lazyImportsOf(metafile: esbuild.Metafile, outputName: string): string[] {
  const outputs = new Map(Object.entries(metafile.outputs).map(([path, output]) => [baseName(path), output]));
  const reachable = (from: string, kinds: ReadonlySet<string>): string[] => {
    const seen = new Set([from]);
    const found: string[] = [];
    const walk = (name: string) => {
      for (const imported of outputs.get(name)?.imports ?? []) {
        const next = baseName(imported.path);
        if (imported.external || !kinds.has(imported.kind) || seen.has(next) || !outputs.has(next)) continue;
        seen.add(next);
        found.push(next);
        walk(next);
      }
    };
    walk(from);
    return found;
  };
  const initial = new Set(staticImportsOf(metafile, outputName).map(baseName));
  return reachable(outputName, new Set(["import-statement", "dynamic-import"]))
    .filter((name) => !initial.has(name))
    .map((name) => `${STATIC_PREFIX}${name}`);
}

function moduleGraphOf(metafiles: readonly esbuild.Metafile[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const metafile of metafiles) {
    for (const [path, input] of Object.entries(metafile.inputs)) {
      graph.set(
        path,
        input.imports.map((imported) =>
          imported.external ? imported.original ?? imported.path : imported.path
        ),
      );
    }
  }
  return graph;
}

/** Builds the bundle. The esbuild service is stopped afterwards, so nothing is left running. */
export async function buildClientBundle(options: BundleOptions = {}): Promise<ClientBundle> {
  const root = options.root ?? new URL("../", import.meta.url);
  const development = options.development ?? false;
  try {
    const [app, extras] = await Promise.all([
      esbuild.build({
        ...sharedOptions(root, development),
        entryPoints: Object.values(PAGE_ENTRIES),
        plugins: [pureCore],
        splitting: true,
        chunkNames: "chunk-[hash]",
        metafile: true,
      }),
      esbuild.build({
        ...sharedOptions(root, development),
        entryPoints: ["client/extras.ts"],
        plugins: [pureCore, noZodLocales],
        metafile: true,
      }),
    ]);
    const files = new Map<string, BundleFile>();
    for (const file of [...app.outputFiles ?? [], ...extras.outputFiles ?? []]) {
      const name = baseName(file.path);
      const type = CONTENT_TYPES[extensionOf(name)];
      if (type) files.set(name, { contents: file.contents, contentType: type });
    }
    const find = (pattern: RegExp) => {
      const name = [...files.keys()].find((candidate) => pattern.test(candidate));
      if (!name) throw new Error(`The client bundle has no file matching ${pattern}.`);
      return `${STATIC_PREFIX}${name}`;
    };
    const entryOf = (pattern: RegExp): EntryScripts => {
      const script = find(pattern);
      return {
        script,
        initialScripts: [script, ...staticImportsOf(app.metafile!, baseName(script))],
        lazyScripts: lazyImportsOf(app.metafile!, baseName(script)),
      };
    };
    return {
      entries: {
        page: entryOf(/^main-\w+\.js$/),
        share: entryOf(/^share-main-\w+\.js$/),
        event: entryOf(/^event-main-\w+\.js$/),
        door: entryOf(/^door-main-\w+\.js$/),
      },
      stylesheet: find(/^main-\w+\.css$/),
      extrasScript: find(/^extras-\w+\.js$/),
      files,
      moduleGraph: moduleGraphOf([app.metafile!, extras.metafile!]),
    };
  } finally {
    await esbuild.stop();
  }
}
