/**
 * Composition root of the web app: environment -> configuration -> dependencies -> Deno.serve.
 * The only place the server touches Deno: the media store's file system adapter lives here too.
 */
import { readConfig, toErrorBody } from "./brandkit/mod.ts";
import { createProvider } from "./brandkit/providers/registry.ts";
import { createFitImage, loadRenderAssets } from "./brandkit/render/mod.ts";
import { createApp } from "./routes/app.ts";
import type { MediaFileSystem } from "./routes/media-fs.ts";
import { createMediaStore, mediaDirOf, megabytesToBytes } from "./routes/media-store.ts";
import { prepareWebAssets } from "./routes/web-assets.ts";
import denoJson from "./deno.json" with { type: "json" };

const VERSION = (denoJson as { version?: string }).version ?? "0.1.0";
/** Exit code for configuration the server cannot start with (as the CLI's "bad usage or input"). */
const EXIT_BAD_CONFIG = 2;

/** The media store's files on the local disk. */
export const denoMediaFileSystem: MediaFileSystem = {
  ensureDir: (path) => Deno.mkdir(path, { recursive: true }),
  async list(path) {
    const files = [];
    for await (const entry of Deno.readDir(path)) {
      if (!entry.isFile) continue;
      const info = await Deno.stat(`${path}/${entry.name}`);
      files.push({ name: entry.name, size: info.size, mtimeMs: info.mtime?.getTime() ?? 0 });
    }
    return files;
  },
  async read(path) {
    try {
      return await Deno.readFile(path);
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return null;
      throw error;
    }
  },
  write: (path, bytes) => Deno.writeFile(path, bytes),
  rename: (from, to) => Deno.rename(from, to),
  async remove(path) {
    try {
      await Deno.remove(path);
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
  },
};

async function main(): Promise<void> {
  try {
    const config = readConfig(Deno.env.toObject());
    const renderAssets = await loadRenderAssets(Deno.readFile);
    const provider = createProvider(config, { renderAssets });
    const assets = await prepareWebAssets({ provider: provider.name });
    const media = createMediaStore({
      fs: denoMediaFileSystem,
      dir: mediaDirOf(config.BRANDKIT_DATA_DIR),
      maxBytes: megabytesToBytes(config.BRANDKIT_MEDIA_MAX_MB),
    });
    const app = createApp({
      config,
      version: VERSION,
      provider,
      media,
      assets,
      fitImage: createFitImage(renderAssets),
    });
    Deno.serve({
      port: config.PORT,
      onListen: ({ port }) =>
        console.log(`BrandKit on http://localhost:${port} (provider: ${provider.name})`),
    }, (request, info) => app.fetch(request, { remoteAddr: info.remoteAddr }));
  } catch (error) {
    const body = toErrorBody(error);
    console.error(body.code === "INTERNAL" ? error : body.message);
    Deno.exit(EXIT_BAD_CONFIG);
  }
}

if (import.meta.main) await main();
