/** The project's source files as the architecture tests read them: every .ts and .tsx file, with its text. */
import type { SourceFile } from "./_import-rules.ts";

const ROOT = new URL("../../", import.meta.url);

/** The folders that hold source code, and the files at the root that do. */
export const SOURCE_FOLDERS = ["brandkit", "platform", "adapters", "routes", "client", "cli"];
const ROOT_FILES = ["server.ts"];

/** Every source file under `folder` (none, for a folder that does not exist). */
export function readTree(folder: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (relative: string) => {
    let entries: Deno.DirEntry[];
    try {
      entries = [...Deno.readDirSync(new URL(relative, ROOT))];
    } catch {
      return; // a folder that does not exist yet breaks no rule
    }
    for (const entry of entries) {
      const path = `${relative}/${entry.name}`;
      if (entry.isDirectory) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name)) {
        files.push({ path, text: Deno.readTextFileSync(new URL(path, ROOT)) });
      }
    }
  };
  walk(folder);
  return files;
}

/** Every source file of the project (tests aside). */
export function readSources(): SourceFile[] {
  return [
    ...SOURCE_FOLDERS.flatMap(readTree),
    ...ROOT_FILES.map((path) => ({ path, text: Deno.readTextFileSync(new URL(path, ROOT)) })),
  ];
}

/** A repository file's text. */
export function readRepositoryFile(path: string): string {
  return Deno.readTextFileSync(new URL(path, ROOT));
}
