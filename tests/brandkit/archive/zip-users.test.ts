/**
 * The one ZIP writer's three users keep the same files the same way: the CLI's `generate --zip`, the formats ZIP
 * of POST /api/kits/formats and the page's 'Download All Assets' (buildKitZip), given the same kit's files.
 */
import { describe, expect, it } from "vitest";
import { FORMAT_NAMES, formatFiles, KitFileSchema, zipMethodOf } from "../../../brandkit/web.ts";
import { buildKitZip } from "../../../client/archive/kit-zip.ts";
import { createTestCli, listDir } from "../../support/test-cli.ts";
import { createTestApp, postJson } from "../../support/test-app.ts";
import { zipMethods } from "../../support/zip-entries.ts";

const EVENT = ["--name", "Neon Nights", "--date", "2026-12-31", "--location", "Austin, TX"];

describe("the ZIPs of the CLI, the routes and the browser", () => {
  it("store and deflate the same files the same way", async () => {
    const cli = await createTestCli();
    await cli.run("generate", ...EVENT, "--formats", "all", "--zip", "--out", "neon");
    const fromCli = zipMethods(await Deno.readFile(cli.path("neon.zip")), "neon/");

    const folder: Record<string, Uint8Array> = {};
    for (const name of await listDir(cli.path("neon"))) {
      folder[name] = await Deno.readFile(cli.path("neon", name));
    }
    const kit = KitFileSchema.parse(JSON.parse(new TextDecoder().decode(folder["kit.json"])));
    const fromBrowser = zipMethods(buildKitZip({
      kit,
      request: kit.request,
      provider: kit.provider,
      images: { poster: folder["poster.png"], square: folder["square.png"], banner: folder["banner.png"] },
      formats: FORMAT_NAMES,
      formatFiles: folder,
      nowMs: cli.clock.now(),
    }));

    const formatNames = formatFiles(kit.formats ?? [], kit.request).map((file) => file.name);
    const { selectedName, eventNames, headline, tagline, description, socialCaptions } = kit;
    const { app } = await createTestApp();
    const response = await app.request(
      "/api/kits/formats",
      postJson({
        request: kit.request,
        kit: { selectedName, eventNames, headline, tagline, description, socialCaptions },
        files: formatNames,
      }),
    );
    expect(response.status).toBe(200);
    const fromRoutes = zipMethods(new Uint8Array(await response.arrayBuffer()));

    const byRule = Object.fromEntries(Object.keys(folder).map((name) => [name, zipMethodOf(name)]));
    expect(fromCli).toEqual(byRule);
    expect(fromBrowser).toEqual(byRule);
    expect(fromRoutes).toEqual(Object.fromEntries(formatNames.map((name) => [name, byRule[name]])));
    expect(new Set(Object.values(byRule))).toEqual(new Set(["stored", "deflated"]));
    expect(formatNames.length).toBeGreaterThan(5);
  });
});
