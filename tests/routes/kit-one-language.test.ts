/**
 * One language per kit, everywhere (issue 27, item 6): a kit made on Auto records the language Auto decided, and
 * every file of it — the graphics, the story, the link preview, the SVGs and their titles, the print PDF and the
 * guide — is laid out from a brief in that language, with the date written that language's one way. Read through
 * the briefs the files are made from (a capturing format service), so it runs in milliseconds per file.
 */
import { describe, expect, it } from "vitest";
import {
  buildBrandGuide,
  FORMAT_NAMES,
  formatEventDate,
  formatFiles,
  KitResultSchema,
  writtenLanguage,
} from "../../brandkit/web.ts";
import type { FormatService, ImageBrief } from "../../brandkit/mod.ts";
import type { FormatJob } from "../../brandkit/render-pool/mod.ts";
import type { GraphicRequest } from "../../brandkit/render/renderer.ts";
import { layoutContextOf } from "../../brandkit/render/designer.ts";
import type { TextMeasurer } from "../../brandkit/render/_measure.ts";
import { bankFor } from "../../brandkit/languages/phrases/mod.ts";
import { formatRequestFor } from "../../client/archive/format-request.ts";
import { keptContentOf, withKitLanguage } from "../../brandkit/kept/shared-kit.ts";
import { SAMPLE_COPY } from "../support/fake-provider.ts";
import { createTestApp, postJson } from "../support/test-app.ts";

/** Each language the copywriter writes, as a browser would ask for it (Auto decides from Accept-Language). */
const BROWSER_TAGS = ["en-GB", "es", "fr", "de", "pt-PT", "it", "nl", "ja", "zh", "ko", "ar", "hi", "ru"];

const EVENT = { customEventName: "Semana do Design", eventLocation: "Lisboa", eventDate: "2027-05-20" };

/** Every line the English graphics may carry: none belongs on a graphic of a kit in another language. */
const ENGLISH_LINES = new Set(
  JSON.stringify(bankFor("en").graphics).match(/"[^"]+"/g)!.map((q) => JSON.parse(q)),
);

/** The layouts' own measurer cleans text; reading the lines a brief gives needs no fonts. */
const READER = { clean: (text: string) => text } as unknown as TextMeasurer;

type Seen = { file: string; brief: ImageBrief; title?: string };

function capturingFormats(seen: Seen[], file: { name: string }): FormatService {
  return {
    render(request: GraphicRequest) {
      seen.push({ file: file.name, brief: request.brief });
      return Promise.resolve(new Uint8Array([1]));
    },
    format(job: FormatJob) {
      if (job.format === "svg") seen.push({ file: file.name, brief: job.request.brief, title: job.title });
      if (job.format === "pdf") seen.push({ file: file.name, brief: job.brief });
      if (job.format === "guide-pdf") {
        seen.push({ file: file.name, brief: { language: job.kit.language } as ImageBrief });
      }
      return Promise.resolve(new Uint8Array([1]));
    },
  };
}

/** What a brief's canvas says, as the layouts read it. */
function linesOf(brief: ImageBrief): { topLine: string; date?: string } {
  const { copy } = layoutContextOf(READER, { kind: "poster", size: { width: 1080, height: 1350 }, brief });
  return { topLine: copy.topLine, date: copy.date };
}

describe("one language per kit, everywhere", () => {
  it.each(BROWSER_TAGS)(
    "a kit made on Auto in a %s browser is in that language in every file",
    async (tag) => {
      const current = { name: "" };
      const seen: Seen[] = [];
      const { app, provider } = await createTestApp({ formats: capturingFormats(seen, current) });
      const made = await app.request("/api/kits", postJson(EVENT, { "Accept-Language": tag }));
      const kit = KitResultSchema.parse(await made.json());
      expect(kit.language).toBe(tag);
      const language = writtenLanguage(tag);
      const date = formatEventDate(EVENT.eventDate, language);

      // Auto's decision is kept with the request.
      const kept = await (await app.request(`/api/kits/${kit.id}`)).json();
      expect(kept.request.language).toBe(tag);

      const posterBriefs = provider.calls.flatMap((call) =>
        call.method === "image" ? [call.request.brief] : []
      );
      expect(posterBriefs.map((brief) => brief.displayDate)).toEqual([date, date, date]);

      const files = formatFiles(FORMAT_NAMES, EVENT).filter((file) => file.format !== "ics");
      for (const file of files) {
        current.name = file.name;
        // The kept kit's files, and an unkept kit's as the page asks for them (another browser's header).
        expect((await app.request(`/k/${kit.id}/files/${file.name}`)).status).toBe(200);
        current.name = `posted ${file.name}`;
        const body = formatRequestFor({ ...kit, id: undefined }, EVENT, [file.name]);
        const posted = await app.request("/api/kits/formats", postJson(body, { "Accept-Language": "en-US" }));
        expect(posted.status).toBe(200);
      }
      expect(seen.length).toBeGreaterThanOrEqual(files.length * 2);
      for (const { file, brief, title } of seen) {
        expect({ file, language: brief.language }).toEqual({ file, language });
        if (file.endsWith("guide.pdf")) continue;
        const lines = linesOf(brief);
        expect({ file, date: lines.date }).toEqual({ file, date });
        if (!language.startsWith("en")) {
          expect({ file, english: ENGLISH_LINES.has(lines.topLine) }).toEqual({ file, english: false });
        }
        if (title) expect(title).toContain(date);
      }
    },
  );
});

describe("the kept request's language", () => {
  const kit = {
    selectedName: "Semana do Design",
    ...SAMPLE_COPY,
    images: { poster: "", square: "", banner: "" },
    brandGuide: buildBrandGuide(["#112233"]),
    language: "pt-PT",
  };

  it("keptContentOf() keeps a request made on Auto with the language the kit got", () => {
    expect(keptContentOf(kit, EVENT).request.language).toBe("pt-PT");
    expect(keptContentOf(kit, { ...EVENT, language: "auto" }).request.language).toBe("pt-PT");
  });

  it("withKitLanguage() reads a kit kept before Auto's decision was recorded in the kit's language", () => {
    const older = keptContentOf(kit, EVENT);
    delete older.request.language;
    expect(withKitLanguage(older).request.language).toBe("pt-PT");
  });
});
