/**
 * Server rendering of `/` in Japanese against English, in the same run (docs/i18n.md): the target is within 1.1x.
 * The page is rendered at start-up once per language and served from memory, so this is what a start-up and
 * a kit's pages (rendered per kit and language) pay. Rounds alternate the languages, so both see the same
 * machine; the medians are compared.
 */
import { buildClientBundle } from "../../adapters/bundle.ts";
import { PALETTES } from "../../brandkit/web.ts";
import { compileAllCatalogs } from "../../routes/interface-catalogs.ts";
import { renderPageHtml } from "../../routes/page.tsx";

const ROUNDS = 60;
const TARGET_RATIO = 1.1;

const bundle = await buildClientBundle();
compileAllCatalogs();
const options = { bundle, palettes: PALETTES, provider: "offline", kitTtlDays: 30 };
const times: Record<"en" | "ja", number[]> = { en: [], ja: [] };
for (let round = 0; round < ROUNDS + 5; round++) {
  for (const language of round % 2 === 0 ? ["en", "ja"] as const : ["ja", "en"] as const) {
    const started = performance.now();
    renderPageHtml({ ...options, language });
    if (round >= 5) times[language].push(performance.now() - started); // the first rounds warm up
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const en = median(times.en);
const ja = median(times.ja);
const ratio = ja / en;
console.log(`render / in English: ${en.toFixed(2)} ms (median of ${ROUNDS})`);
console.log(`render / in Japanese: ${ja.toFixed(2)} ms (median of ${ROUNDS})`);
console.log(
  `Japanese / English: ${ratio.toFixed(2)}x (target at most ${TARGET_RATIO}x): ${
    ratio <= TARGET_RATIO ? "met" : "MISSED"
  }`,
);
