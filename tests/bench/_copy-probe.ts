/**
 * One measurement for copy.bench.ts: the mean time of the offline copy of one kit in the checkout at the root
 * given as the first argument (this one or an earlier commit's), over the copy-review events in all thirteen
 * copy languages, after a warm-up pass. Prints {"meanMs": ...} as its last line.
 */
const root = Deno.args[0];
const offline = await import(`${root}/brandkit/providers/offline/mod.ts`);
// Its name since issue 29; earlier commits called it writeCopy.
const writeOfflineCopy = offline.writeOfflineCopy ?? offline.writeCopy;
const { GenerationRequestSchema } = await import(`${root}/brandkit/schemas.ts`);
const { REVIEW_EVENTS, TODAY } = await import(
  new URL("../fixtures/copy-review/events.ts", import.meta.url).href
);

const LANGUAGES = ["en", "es", "fr", "de", "pt", "it", "nl", "ja", "zh", "ko", "ar", "hi", "ru"];
const ROUNDS = 5;

const requests = LANGUAGES.flatMap((language) =>
  // deno-lint-ignore no-explicit-any
  REVIEW_EVENTS.map(({ id: _id, ...input }: any) => GenerationRequestSchema.parse({ ...input, language }))
);
// deno-lint-ignore no-explicit-any
const once = () =>
  requests.forEach((request: any, index: number) => writeOfflineCopy(request, index + 1, TODAY));
once();
const start = performance.now();
for (let round = 0; round < ROUNDS; round++) once();
const meanMs = (performance.now() - start) / (ROUNDS * requests.length);
console.log(JSON.stringify({ meanMs, kits: requests.length * ROUNDS }));
