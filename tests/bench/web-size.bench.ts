/**
 * Client bundle size: builds the page's static files as the server does and reports every script's size raw,
 * gzip and brotli. The target is on the JavaScript a visitor downloads before the page is interactive (the app
 * script and its static imports), for each page: at most 100 KB gzip on the form page (`/`); the kit page's
 * (`/k/{id}/kit`) and the event page's (`/k/{id}`, issue 28) are reported beside it. The extras (zod schemas, palette helpers, ZIP writer), the colour picker
 * and the form page's result view load afterwards, when needed; they are reported too.
 */
import { gzipSync } from "node:zlib";
import { buildClientBundle } from "../../adapters/bundle.ts";
import { createStaticAsset } from "../../routes/static-asset.ts";

const TARGET_GZIP_BYTES = 100 * 1024;
const KB = 1024;

const bundle = await buildClientBundle();
const fileName = (url: string) => url.slice(url.lastIndexOf("/") + 1);
const initialOf = (entry: keyof typeof bundle.entries) =>
  new Set(bundle.entries[entry].initialScripts.map(fileName));
const initial = initialOf("page");
const shareInitial = initialOf("share");
const eventInitial = initialOf("event");
const doorInitial = initialOf("door");
const rows: Array<{ name: string; raw: number; gzip: number; br: number; initial: boolean; share: boolean }> =
  [];
for (const [name, file] of bundle.files) {
  if (!name.endsWith(".js") && !name.endsWith(".css")) continue;
  const asset = await createStaticAsset(file.contents, file.contentType);
  const raw = asset.bodies.identity;
  rows.push({
    name,
    raw: raw.byteLength,
    // Measured at gzip's default level, as most servers and CDNs would send it.
    gzip: gzipSync(raw).byteLength,
    br: asset.bodies.br?.byteLength ?? raw.byteLength,
    initial: initial.has(name),
    share: shareInitial.has(name),
  });
}
rows.sort((a, b) =>
  Number(b.initial) - Number(a.initial) || Number(b.share) - Number(a.share) || b.gzip - a.gzip
);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
console.log("file".padEnd(34), "raw".padStart(10), "gzip".padStart(10), "brotli".padStart(10), " loaded");
for (const row of rows) {
  console.log(
    row.name.padEnd(34),
    kb(row.raw).padStart(10),
    kb(row.gzip).padStart(10),
    kb(row.br).padStart(10),
    row.name.endsWith(".css")
      ? " at start (CSS, both pages)"
      : row.initial && row.share
      ? " at start (both pages)"
      : row.initial
      ? " at start of the form page"
      : row.share
      ? " at start of the share page"
      : " on demand",
  );
}
const js = rows.filter((row) => row.name.endsWith(".js"));
const sum = (selected: typeof rows, size: "gzip" | "br") =>
  selected.reduce((total, row) => total + row[size], 0);
const pageJs = js.filter((row) => row.initial);
const shareJs = js.filter((row) => row.share);
const eventJs = js.filter((row) => eventInitial.has(row.name));
const doorJs = js.filter((row) => doorInitial.has(row.name));
const initialGzip = sum(pageJs, "gzip");
console.log(
  `\nform page JS before interactive: ${kb(initialGzip)} gzip, ${
    kb(sum(pageJs, "br"))
  } brotli (target at most ${kb(TARGET_GZIP_BYTES)} gzip): ${
    initialGzip <= TARGET_GZIP_BYTES ? "met" : "MISSED"
  }`,
);
console.log(
  `kit page JS before interactive: ${kb(sum(shareJs, "gzip"))} gzip, ${kb(sum(shareJs, "br"))} brotli`,
);
console.log(
  `event page JS before interactive: ${kb(sum(eventJs, "gzip"))} gzip, ${kb(sum(eventJs, "br"))} brotli`,
);
console.log(
  `door page JS before interactive: ${kb(sum(doorJs, "gzip"))} gzip, ${kb(sum(doorJs, "br"))} brotli`,
);
console.log(
  `client JS in all, with what loads on demand: ${kb(sum(js, "gzip"))} gzip, ${kb(sum(js, "br"))} brotli`,
);

// The interface in every language (docs/i18n.md): the scripts are the same for all 13; each page's HTML carries
// its visitor's catalog inline, in its boot data. Reported for English, Japanese and Arabic.
const { renderPageHtml } = await import("../../routes/page.tsx");
const { PALETTES } = await import("../../brandkit/web.ts");
const { interfaceBootOf } = await import("../../routes/interface-catalogs.ts");
console.log("\nthe form page in three languages (the same scripts, its own catalog inline):");
console.log(
  "language".padEnd(10),
  "first script".padStart(14),
  "HTML".padStart(10),
  "its catalog".padStart(13),
);
for (const language of ["en", "ja", "ar"] as const) {
  const html = renderPageHtml({ bundle, palettes: PALETTES, provider: "offline", kitTtlDays: 30, language });
  const catalog = JSON.stringify(interfaceBootOf(language));
  console.log(
    language.padEnd(10),
    `${kb(initialGzip)} gz`.padStart(14),
    `${kb(gzipSync(new TextEncoder().encode(html)).byteLength)} gz`.padStart(10),
    `${kb(gzipSync(new TextEncoder().encode(catalog)).byteLength)} gz`.padStart(13),
    initialGzip <= TARGET_GZIP_BYTES ? " first script within 100 KB" : " first script OVER 100 KB",
  );
}
