import { beforeAll, describe, expect, it } from "vitest";
import { createDrawableCheck, type DrawableCheck } from "../../brandkit/type/drawable.ts";
import { BrandKitError, ErrorCode } from "../../brandkit/errors.ts";
import { fontLibraryOf } from "../../brandkit/render/mod.ts";
import { EXIT_CODES, exitCodeFor } from "../../cli/exit-codes.ts";
import { renderAssets } from "../support/render-assets.ts";
import { createTestCli, listDir } from "../support/test-cli.ts";

let checkDrawable: DrawableCheck;
beforeAll(async () => {
  checkDrawable = createDrawableCheck(fontLibraryOf(await renderAssets(), (url) => Deno.readFile(url)));
});

async function thrownBy(promise: Promise<void>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("the command succeeded");
}

describe("brandkit generate with a character no font can draw", () => {
  it("fails with exit 2 and a message naming the character, and writes nothing", async () => {
    const cli = await createTestCli();
    cli.deps.checkDrawable = checkDrawable;
    const error = await thrownBy(cli.run("generate", "--name", "Pharaoh 𓀀 Night", "--out", cli.path("kit")));
    expect(error).toBeInstanceOf(BrandKitError);
    expect((error as BrandKitError).code).toBe(ErrorCode.UNSUPPORTED_CHARACTER);
    expect((error as BrandKitError).message).toBe(
      "customEventName has a character no font can draw: '𓀀' (U+13000). Remove or replace it and try again.",
    );
    expect(exitCodeFor(error)).toBe(EXIT_CODES.badInput);
    expect(cli.provider.calls).toEqual([]);
    expect(await listDir(cli.root)).toEqual([]);
  });

  it("makes the kit for a Japanese name and an Arabic place", async () => {
    const cli = await createTestCli();
    let checks = 0;
    cli.deps.checkDrawable = (request, name, design) => {
      checks++;
      return checkDrawable(request, name, design);
    };
    await cli.run(
      "generate",
      "--name",
      "東京デザインウィーク 2027",
      "--location",
      "عمّان",
      "--out",
      cli.path("kit"),
    );
    expect(await listDir(cli.path("kit"))).toContain("kit.json");
    // One check per kit, as on the web.
    expect(checks).toBe(1);
  });
});
