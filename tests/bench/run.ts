/**
 * `deno task bench`: runs every tests/bench/*.bench.ts as its own process (a fresh, warm-up-free start for each)
 * and prints what each reports. Benchmarks compare ratios measured in one run; these machines are shared and
 * noisy, so absolute numbers are indicative only. `deno task bench <filter>` runs the files whose name contains it.
 */
const directory = new URL(".", import.meta.url);
const filter = Deno.args[0] ?? "";
const files = [...Deno.readDirSync(directory)]
  .map((entry) => entry.name)
  .filter((name) => name.endsWith(".bench.ts") && name.includes(filter))
  .sort();

let failures = 0;
for (const name of files) {
  console.log(`\n== ${name}`);
  const { code } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL(name, directory).pathname],
    env: { NODE_ENV: "production" },
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  if (code !== 0) failures++;
}
console.log(`\n${files.length - failures} benchmark file(s) ran, ${failures} failed`);
if (failures > 0) Deno.exit(1);
