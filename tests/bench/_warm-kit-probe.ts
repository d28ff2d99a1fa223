/**
 * One process's warm-kit time for the BrandKit checkout at ROOT (its own modules, its own deno.json): the
 * offline provider makes PROBE_WARM_UP kits untimed, then PROBE_RUNS kits over one request per layout family,
 * and the median is printed as JSON. offline-kit.bench.ts runs it in turns for this checkout and an earlier one
 * (`--config <root>/deno.json`), so both are timed by the same code under the same load. Only APIs that every
 * version since issue 3 has are used: generateKit(request, { provider }) and the offline provider over a renderer.
 *
 *   deno run -A --config <root>/deno.json tests/bench/_warm-kit-probe.ts <root>
 */
const root = new URL(`${Deno.args[0].replace(/\/$/, "")}/`, `file://${Deno.cwd()}/`);
const PROBE_WARM_UP = 3;
const PROBE_RUNS = 21;

const [{ generateKit }, { GenerationRequestSchema }, { createOfflineProvider }, render] = await Promise.all([
  // brandkit/mod.ts has exported generateKit in every version; the generator's own file moved in issue 29.
  import(new URL("brandkit/mod.ts", root).href),
  import(new URL("brandkit/schemas.ts", root).href),
  import(new URL("brandkit/providers/offline/mod.ts", root).href),
  import(new URL("brandkit/render/mod.ts", root).href),
]);

/** One request per layout family, with fixed colours: the same kits in every version. */
const REQUESTS = [["bold"], ["tropical"], ["neon"], ["corporate"], ["elegant"], ["retro"], ["festive"]].map(
  (vibes) =>
    GenerationRequestSchema.parse({
      vibes,
      colors: ["#1E1B4B", "#F472B6", "#FBBF24"],
      customEventName: "Midsummer Night Market",
      eventDate: "2026-06-21",
      eventLocation: "Pier 57, New York",
    }),
);

const provider = createOfflineProvider(render.createRenderer(await render.loadRenderAssets(Deno.readFile)));
for (let run = 0; run < PROBE_WARM_UP; run++) {
  await generateKit(REQUESTS[run % REQUESTS.length], { provider });
}
const times: number[] = [];
for (let run = 0; run < PROBE_RUNS; run++) {
  const start = performance.now();
  await generateKit(REQUESTS[run % REQUESTS.length], { provider });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(JSON.stringify({ medianMs: times[Math.floor(times.length / 2)] }));
