/**
 * Runs the real `brandkit` CLI (cli/main.ts under Deno, with the permissions of `deno task cli`) as a
 * subprocess, in a folder of the test's choosing.
 */
import { fileURLToPath as fromFileUrl } from "node:url";

export const MAIN = fromFileUrl(new URL("../../cli/main.ts", import.meta.url));
const CONFIG = fromFileUrl(new URL("../../deno.json", import.meta.url));
/** The permissions of `deno task cli`. */
export const CLI_PERMISSIONS = [
  "--allow-net",
  "--allow-env",
  "--allow-read",
  "--allow-write",
  "--allow-sys",
  "--allow-ffi",
];

export type CliResult = { code: number; stdout: string; stderr: string };

/** Environment that pins the defaults, whatever the machine running the tests has set. */
export const BASE_ENV: Record<string, string> = { BRANDKIT_PROVIDER: "offline", NO_COLOR: "1" };

/** The command that starts the CLI with `args` in `cwd`. */
export function cliCommand(
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Deno.Command {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "--quiet", "--config", CONFIG, ...CLI_PERMISSIONS, MAIN, ...args],
    cwd: options.cwd,
    env: { ...BASE_ENV, ...options.env },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  });
}

/** Runs the CLI to the end. */
export async function runCli(
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<CliResult> {
  const output = await cliCommand(args, options).output();
  const decoder = new TextDecoder();
  return { code: output.code, stdout: decoder.decode(output.stdout), stderr: decoder.decode(output.stderr) };
}
