/**
 * The KitSink over a local folder: each row's folder is staged beside its target and renamed into place
 * (cli/atomic.ts), so it appears whole or not at all, and a folder already complete is left as it is.
 */
import { join } from "node:path";
import { writeFileAtomically, writeFolderAtomically } from "../atomic.ts";
import { scanRowFolders } from "../batch-folders.ts";
import type { FileSystem } from "../../brandkit/mod.ts";
import { isCompleteKitFolder } from "../kit-folder.ts";
import type { KitSink } from "../kit-sink.ts";

/** A sink writing into the folder `out` (made when missing). */
export async function createLocalSink(fs: FileSystem, out: string): Promise<KitSink> {
  await fs.mkdir(out);
  return {
    location: out,
    scan: () => scanRowFolders(fs, out),
    async writeFolder(name, files) {
      const target = join(out, name);
      if (await isCompleteKitFolder(fs, target)) return false;
      try {
        await writeFolderAtomically(fs, target, files);
        return true;
      } catch (error) {
        // Two workers finishing the same row at once (a lock that expired under a slow one): the second rename
        // finds the first's folder in place. That folder is whole, so the row is done, not failed.
        if (await isCompleteKitFolder(fs, target)) return false;
        throw error;
      }
    },
    writeFile: (name, data) => writeFileAtomically(fs, join(out, name), data),
  };
}
