import { describe, expect, it } from "vitest";
import { ErrorResponseSchema, KitResultSchema, RegeneratedImagesSchema } from "../../brandkit/web.ts";
import type { FormatService } from "../../brandkit/mod.ts";
import type { FormatJob } from "../../brandkit/render-pool/mod.ts";
import type { GraphicRequest } from "../../brandkit/render/renderer.ts";
import { SAMPLE_COPY } from "../support/fake-provider.ts";
import { browserLanguagesOf, MAX_BROWSER_LANGUAGES } from "../../routes/accept-language.ts";
import { createTestApp, ndjsonLines, postJson } from "../support/test-app.ts";

describe("browserLanguagesOf()", () => {
  it.each<[string, string | null, string[]]>([
    ["reads nothing from no header", null, []],
    ["reads one language", "ja", ["ja"]],
    ["orders by quality, best first", "en;q=0.5, fr-CH, de;q=0.9", ["fr-CH", "de", "en"]],
    ["keeps the header's order between equal qualities", "es, pt-BR;q=0.8, it;q=0.8", ["es", "pt-BR", "it"]],
    ["leaves out the wildcard and refused languages", "*;q=0.9, ko, ru;q=0", ["ko"]],
    ["leaves out what is not a language tag", "en US, <script>, zh-Hant-TW;q=0.7", ["zh-Hant-TW"]],
    ["takes a malformed quality as a refusal", "fr;q=high, nl;q=1.5, de;q=0.250", ["de"]],
    ["tolerates spaces and case", " EN-gb ;Q=0.4 ,ar", ["ar", "EN-gb"]],
  ])("%s", (_case, header, languages) => {
    expect(browserLanguagesOf(header)).toEqual(languages);
  });

  it("reads at most a few languages from a long header", () => {
    const header = Array.from({ length: 500 }, (_, index) => `e${String.fromCharCode(97 + index % 26)}`)
      .join(", ");
    expect(browserLanguagesOf(header)).toHaveLength(MAX_BROWSER_LANGUAGES);
    expect(browserLanguagesOf(header)[0]).toBe("ea");
  });
});

describe("the kit's language on the API", () => {
  it("uses the browser's best language for Auto when the name and place are Latin", async () => {
    const { app, provider } = await createTestApp();
    const response = await app.request(
      "/api/kits",
      postJson({ customEventName: "Gala", colors: ["#E6067A"] }, {
        "Accept-Language": "en;q=0.5, fr-CH, fr;q=0.9",
      }),
    );
    expect(response.status).toBe(200);
    const kit = KitResultSchema.parse(await response.json());
    expect(kit.language).toBe("fr-CH");
    expect(kit.notices).toBeUndefined();
    const copyCall = provider.calls[0];
    expect(copyCall.method === "object" && copyCall.request.request.language).toBe("fr-CH");
  });

  it("reads the script of the name before the browser's language", async () => {
    const { app } = await createTestApp();
    const response = await app.request(
      "/api/kits",
      postJson({ customEventName: "ソウルの夜" }, { "Accept-Language": "ko" }),
    );
    expect(KitResultSchema.parse(await response.json()).language).toBe("ja");
  });

  it("takes the request's language over the name and the browser, and says when it is English instead", async () => {
    const { app } = await createTestApp();
    const response = await app.request(
      "/api/kits",
      postJson({ customEventName: "ソウルの夜", language: "sw", colors: ["#E6067A"] }, {
        "Accept-Language": "ko",
      }),
    );
    const kit = KitResultSchema.parse(await response.json());
    expect(kit.language).toBe("sw");
    expect(kit.notices).toEqual(["The copy is in English: BrandKit does not write Swahili yet."]);
  });

  it("carries the language in the NDJSON stream's kit", async () => {
    const { app } = await createTestApp();
    const response = await app.request(
      "/api/kits",
      postJson({}, { Accept: "application/x-ndjson", "Accept-Language": "de-AT,de;q=0.8" }),
    );
    const last = (await ndjsonLines(response)).at(-1) as { type: string; kit: unknown };
    expect(last.type).toBe("kit");
    expect(KitResultSchema.parse(last.kit).language).toBe("de-AT");
  });

  it("refuses a language that is not a BCP 47 tag, saying what one looks like", async () => {
    const { app, provider } = await createTestApp();
    const response = await app.request("/api/kits", postJson({ language: "english please" }));
    expect(response.status).toBe(400);
    const { error } = ErrorResponseSchema.parse(await response.json());
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.issues).toEqual([{
      path: "language",
      message: `language 'english please' is not a BCP 47 language tag like "es" or "pt-BR"`,
    }]);
    expect(provider.calls).toEqual([]);
  });

  it("regenerates the graphics in the request's language, or Auto's from the browser", async () => {
    const { app, provider } = await createTestApp();
    const briefLanguages = () =>
      provider.calls.splice(0).map((call) => call.method === "image" && call.request.brief.language);
    const asked = await app.request(
      "/api/kits/images",
      postJson({ request: { language: "ar", eventDate: "2027-03-14" }, name: "Neon Nights" }, {
        "Accept-Language": "en",
      }),
    );
    expect(RegeneratedImagesSchema.parse(await asked.json()).selectedName).toBe("Neon Nights");
    expect(briefLanguages()).toEqual(["ar", "ar", "ar"]);
    await app.request(
      "/api/kits/images",
      postJson({ request: {}, name: "Neon Nights" }, { "Accept-Language": "it-IT, en;q=0.5" }),
    );
    expect(briefLanguages()).toEqual(["it-IT", "it-IT", "it-IT"]);
  });

  it("makes the extra formats in the kit's language, or Auto's from the browser", async () => {
    const jobs: FormatJob[] = [];
    const formats: FormatService = {
      render: (_request: GraphicRequest) => Promise.resolve(new Uint8Array([1])),
      format(job) {
        jobs.push(job);
        return Promise.resolve(new Uint8Array([1]));
      },
    };
    const { app } = await createTestApp({ formats });
    const kit = { selectedName: "Neon Nights", ...SAMPLE_COPY };
    const request = { eventDate: "2027-03-14", eventLocation: "Madrid" };
    await app.request(
      "/api/kits/formats",
      postJson({ request: { ...request, language: "es" }, kit, files: ["poster.svg"] }, {
        "Accept-Language": "ja",
      }),
    );
    await app.request(
      "/api/kits/formats",
      postJson({ request, kit, files: ["poster.svg"] }, { "Accept-Language": "ja" }),
    );
    expect(jobs.map((job) => job.format === "svg" && [job.title, job.request.brief.language])).toEqual([
      ["Póster de Neon Nights: 14 de marzo de 2027, Madrid", "es"],
      ["Neon Nightsのポスター：2027年3月14日、Madrid", "ja"],
    ]);
  });
});
