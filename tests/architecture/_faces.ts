/**
 * The core's faces and floors (docs/architecture.md#the-faces, #the-cores-floors) as pure functions over source
 * files, so each rule is tested on small samples before it judges the real tree:
 * - every public symbol has one import path: no name is handed on by two faces, code outside the core imports
 *   it through a face, and a file of the core that is no face hands on nothing of another public file;
 * - the core's rooms (a folder of brandkit/, or a file at its root) import one way: no circle between them.
 */
import { importsOf, type SourceFile } from "./_import-rules.ts";

/** The faces the manifest lists: the first column of the table under "## The faces", as repository paths. */
export function facesOfManifest(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith("The faces"));
  if (!section) return [];
  return [...section.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]);
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

function resolve(from: string, specifier: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** The names in `{ a, type b as c }`: [name in the source, name given]. */
function namesIn(list: string): Array<[string, string]> {
  return list.split(",").map((part) => part.trim().replace(/^type\s+/, "")).filter(Boolean).map((part) => {
    const [name, alias] = part.split(/\s+as\s+/);
    return [name.trim(), (alias ?? name).trim()];
  });
}

const EXPORT_STAR = /export\s+\*\s+from\s+["']([^"']+)["']/g;
const EXPORT_LIST = /export\s+(?:type\s+)?\{([^}]*)\}(?:\s*from\s+["']([^"']+)["'])?/g;
const EXPORT_DECLARATION =
  /export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|abstract\s+class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g;

/** Every name `path` exports, following `export *` through the files given. */
export function exportedNames(
  path: string,
  files: ReadonlyMap<string, string>,
  seen = new Set<string>(),
): Set<string> {
  const names = new Set<string>();
  const text = files.get(path);
  if (text === undefined || seen.has(path)) return names;
  seen.add(path);
  const code = withoutComments(text);
  for (const match of code.matchAll(EXPORT_STAR)) {
    for (const name of exportedNames(resolve(path, match[1]), files, seen)) names.add(name);
  }
  for (const match of code.matchAll(EXPORT_LIST)) {
    for (const [, given] of namesIn(match[1])) names.add(given);
  }
  for (const match of code.matchAll(EXPORT_DECLARATION)) names.add(match[1]);
  return names;
}

/** "NAME is handed on by A and B" for every name two faces export. */
export function namesOnTwoFaces(faces: readonly string[], files: ReadonlyMap<string, string>): string[] {
  const faceOf = new Map<string, string>();
  const found: string[] = [];
  for (const face of faces) {
    for (const name of exportedNames(face, files)) {
      const other = faceOf.get(name);
      if (other) found.push(`${name} is handed on by ${other} and ${face}`);
      else faceOf.set(name, face);
    }
  }
  return found;
}

const isCore = (path: string) => path.startsWith("brandkit/");
/** A file a folder keeps to itself: `_name.ts`. Its folder's public files may hand on what it makes. */
const isPrivate = (path: string) => /(^|\/)_[^/]*$/.test(path);
const isFolderFace = (path: string) => /\/mod\.ts$/.test(path);

/**
 * Every import path that is not a symbol's one path, as "file: what is wrong":
 * - code outside the core (not its tests) imports it through a face, never a file behind one;
 * - a file of the core that is no face hands on nothing of another public file (a folder's mod.ts gathers its
 *   folder for the faces above; a `_private.ts` file's names are handed on by its folder's public files).
 */
export function secondPaths(files: readonly SourceFile[], faces: readonly string[]): string[] {
  const found: string[] = [];
  const isFace = (path: string) => faces.includes(path);
  for (const file of files) {
    const { path } = file;
    if (path.startsWith("tests/")) continue;
    if (!isCore(path)) {
      for (const { specifier, resolved } of importsOf(file)) {
        if (specifier.startsWith(".") && isCore(resolved) && !isFace(resolved)) {
          found.push(
            `${path}: imports ${resolved}, behind the core's faces (import it from one of ${
              faces.join(", ")
            })`,
          );
        }
      }
      continue;
    }
    if (isFace(path) || isFolderFace(path)) continue;
    const code = withoutComments(file.text);
    const imported = new Map<string, string>();
    for (const match of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s+["']([^"']+)["']/g)) {
      for (const [, local] of namesIn(match[1])) imported.set(local, resolve(path, match[2]));
    }
    for (const match of code.matchAll(EXPORT_STAR)) {
      const origin = resolve(path, match[1]);
      if (!isPrivate(origin)) found.push(`${path}: hands on all of ${origin} (import it from there)`);
    }
    for (const match of code.matchAll(EXPORT_LIST)) {
      for (const [name] of namesIn(match[1])) {
        const origin = match[2] ? resolve(path, match[2]) : imported.get(name);
        if (origin && !isPrivate(origin)) {
          found.push(`${path}: hands on ${name} of ${origin} (import it from there)`);
        }
      }
    }
  }
  return found;
}

/** The core's room of a file: its folder under brandkit/ ("brandkit/dates/"), or the file at the root. */
export function roomOf(path: string): string {
  const parts = path.split("/");
  return parts.length > 2 ? `${parts[0]}/${parts[1]}/` : path;
}

/**
 * Every circle between the core's rooms, each as its steps with one import of each
 * ("brandkit/a/ -> brandkit/b/ (brandkit/a/x.ts imports brandkit/b/y.ts); brandkit/b/ -> brandkit/a/ (...)"):
 * type imports count, since a reader follows them too.
 */
export function roomCircles(files: readonly SourceFile[]): string[] {
  const edges = new Map<string, Map<string, string>>();
  for (const file of files) {
    if (!isCore(file.path)) continue;
    const from = roomOf(file.path);
    for (const { specifier, resolved } of importsOf(file)) {
      if (!specifier.startsWith(".") || !isCore(resolved)) continue;
      const to = roomOf(resolved);
      if (to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${file.path} imports ${resolved}`);
      edges.set(from, out);
    }
  }
  const circles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (room: string) => {
    state.set(room, "open");
    stack.push(room);
    for (const next of edges.get(room)?.keys() ?? []) {
      if (state.get(next) === "open") {
        const loop = [...stack.slice(stack.indexOf(next)), next];
        const steps = loop.slice(0, -1).map((step, index) => {
          const target = loop[index + 1];
          return `${step} -> ${target} (${edges.get(step)!.get(target)})`;
        });
        circles.push(steps.join("; "));
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(room, "done");
  };
  for (const room of [...edges.keys()].sort()) if (!state.has(room)) visit(room);
  return circles;
}
