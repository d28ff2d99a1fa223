/**
 * Walking a bundle's whole module graph (esbuild's metafile) for modules the browser must never load: a pure
 * function over the graph and the modules' texts, so the rule itself is tested on small graphs first.
 */

/** What the page may never reach, and why. */
export const SERVER_ONLY: ReadonlyArray<{ what: string; holds: (module: string) => boolean }> = [
  { what: "config", holds: (module) => module === "brandkit/config.ts" },
  {
    what: "the generator",
    holds: (module) => /^brandkit\/generation\/(generator|copy-step|prompts)\.ts$/.test(module),
  },
  { what: "outbound", holds: (module) => module.startsWith("brandkit/outbound/") },
  { what: "render", holds: (module) => /^brandkit\/render(-pool)?\//.test(module) },
  { what: "providers", holds: (module) => module.startsWith("brandkit/providers/") },
  /** Each kind's voice and the lexicon: the page tells a kind from the kind markers (languages/kind-markers/). */
  { what: "the event words", holds: (module) => module.startsWith("brandkit/languages/event-words/") },
  /** The copy's sentences in every language (the shared block names in _blocks.ts are small and allowed). */
  {
    what: "the phrases",
    holds: (module) => /^brandkit\/languages\/phrases\/(mod\.ts|\w+\.json)$/.test(module),
  },
  { what: "node: code", holds: (module) => module.startsWith("node:") },
];

const DENO_CODE = /\bDeno\./;

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/**
 * Every path from an entry to a module the page must not load, as "entry -> ... -> module (what)". A module's
 * text (when `textOf` has it) must not use Deno either.
 */
export function serverPaths(
  graph: ReadonlyMap<string, readonly string[]>,
  entries: readonly string[],
  textOf: (module: string) => string | undefined,
): string[] {
  const found: string[] = [];
  const parent = new Map<string, string | undefined>();
  const queue: string[] = [];
  for (const entry of entries) {
    if (!parent.has(entry)) {
      parent.set(entry, undefined);
      queue.push(entry);
    }
  }
  const chain = (module: string): string => {
    const steps = [module];
    for (let step = parent.get(module); step !== undefined; step = parent.get(step)) steps.unshift(step);
    return steps.join(" -> ");
  };
  while (queue.length > 0) {
    const module = queue.shift()!;
    const rule = SERVER_ONLY.find((candidate) => candidate.holds(module));
    if (rule) {
      found.push(`${chain(module)} (${rule.what})`);
      continue;
    }
    const text = module.startsWith("node_modules/") ? undefined : textOf(module);
    if (text !== undefined && DENO_CODE.test(withoutComments(text))) {
      found.push(`${chain(module)} (Deno code)`);
    }
    for (const imported of graph.get(module) ?? []) {
      if (parent.has(imported)) continue;
      parent.set(imported, module);
      queue.push(imported);
    }
  }
  return found;
}
