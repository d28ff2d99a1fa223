/**
 * The set-up `deno task test`, `test:services` and `test:e2e` run before their tests: it makes sure the system
 * tools the services and browser tests start are on this machine. It installs the missing Debian packages when it
 * runs as root with apt-get, and stops the services the install started; otherwise it stops at once with the
 * command to run. The services tier also gets s3rver, from npm, into a scratch folder.
 *
 *   deno run -A tests/support/ensure-tools.ts services e2e
 */
import { s3rverBin } from "./s3-server.ts";
import { findTools } from "./system-tools.ts";
import { missingPackages, planTools, type Step, type ToolTier } from "./tools-plan.ts";

const TIERS: readonly ToolTier[] = ["services", "e2e"];

/** True when `command` is a file on PATH. */
async function onPath(command: string): Promise<boolean> {
  for (const folder of (Deno.env.get("PATH") ?? "").split(":").filter(Boolean)) {
    try {
      if ((await Deno.stat(`${folder}/${command}`)).isFile) return true;
    } catch { /* not in this folder */ }
  }
  return false;
}

async function run(step: Step): Promise<void> {
  const [program, ...args] = step.command;
  try {
    const { success, code } = await new Deno.Command(program, {
      args,
      env: step.env,
      stdin: "null",
      stdout: "null",
      stderr: step.mayFail ? "null" : "inherit",
    }).output();
    if (!success && !step.mayFail) throw new Error(`${step.command.join(" ")} failed with exit code ${code}`);
  } catch (error) {
    if (!(step.mayFail && error instanceof Deno.errors.NotFound)) throw error;
  }
}

/** Makes sure `tiers` have their tools; false (having said why) when the tests cannot run. */
export async function ensureTools(tiers: readonly ToolTier[]): Promise<boolean> {
  const missing = missingPackages(tiers, await findTools());
  const plan = planTools(missing, { root: Deno.uid() === 0, apt: await onPath("apt-get") });
  if (plan.action === "stop") {
    console.error(plan.message);
    return false;
  }
  if (plan.action === "install") {
    console.error(`Installing ${plan.packages.join(" ")} for the tests (apt-get)...`);
    for (const step of plan.steps) await run(step);
    const still = missingPackages(tiers, await findTools());
    if (still.length > 0) {
      console.error(`Still missing after apt-get install: ${still.join(", ")}.`);
      return false;
    }
  }
  if (tiers.includes("services")) await s3rverBin();
  return true;
}

if (import.meta.main) {
  const tiers = Deno.args.length > 0 ? Deno.args : TIERS;
  const unknown = tiers.filter((tier) => !TIERS.includes(tier as ToolTier));
  if (unknown.length > 0) {
    console.error(
      `Unknown tier ${unknown.join(", ")}: the tiers that need system tools are ${TIERS.join(", ")}.`,
    );
    Deno.exit(2);
  }
  Deno.exit(await ensureTools(tiers as ToolTier[]) ? 0 : 1);
}
