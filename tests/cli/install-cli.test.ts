/**
 * `deno task install:cli` (issue 29, item 7): the `brandkit` command it installs works from any folder, so the
 * CLI's messages that name `brandkit regenerate ...` are true. Installed into a scratch root, run from a scratch
 * folder outside the repository.
 */
import { describe, expect, it } from "vitest";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const REPOSITORY = fileURLToPath(new URL("../../", import.meta.url));

/** The task's own command, as deno.json has it, with the scratch root added. */
async function installTaskArgs(): Promise<string[]> {
  const config = JSON.parse(await Deno.readTextFile(`${REPOSITORY}deno.json`));
  const command: string = config.tasks["install:cli"].command;
  const [, ...args] = command.split(/\s+/);
  return args;
}

describe("deno task install:cli", () => {
  it("installs a brandkit command that makes a kit from a folder outside the repository", async () => {
    const root = await Deno.makeTempDir({ prefix: "brandkit-cli-root-" });
    const elsewhere = await Deno.makeTempDir({ prefix: "brandkit-cli-cwd-" });
    try {
      const args = await installTaskArgs();
      const installed = await new Deno.Command(Deno.execPath(), {
        args: [...args.slice(0, 2), "--root", root, ...args.slice(2)],
        cwd: REPOSITORY,
        stdout: "piped",
        stderr: "piped",
      }).output();
      expect(new TextDecoder().decode(installed.stderr)).toBe("");
      expect(installed.code).toBe(0);

      // The installed script runs `deno`; put this Deno first on the PATH, as an installed Deno would be.
      const path = `${dirname(Deno.execPath())}:${Deno.env.get("PATH") ?? ""}`;
      const made = await new Deno.Command(`${root}/bin/brandkit`, {
        args: ["generate", "--name", "Harbour Run", "--date", "2027-05-16", "--out", "kit"],
        cwd: elsewhere,
        env: { PATH: path, BRANDKIT_PROVIDER: "offline" },
        stdout: "piped",
        stderr: "piped",
      }).output();
      const stderr = new TextDecoder().decode(made.stderr);
      expect({ code: made.code, error: /error/i.test(stderr) }).toEqual({ code: 0, error: false });
      expect(new TextDecoder().decode(made.stdout)).toContain("brandkit regenerate");
      const files = [...Deno.readDirSync(`${elsewhere}/kit`)].map((entry) => entry.name).sort();
      expect(files).toEqual(expect.arrayContaining(["poster.png", "square.png", "banner.png", "kit.json"]));
    } finally {
      await Deno.remove(root, { recursive: true });
      await Deno.remove(elsewhere, { recursive: true });
    }
  }, 180_000);
});
