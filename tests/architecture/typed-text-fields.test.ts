/**
 * Every text field a client sends carries the one rule of text people type (brandkit/typed-text.ts): a walk over
 * every request schema finds no string without it. A new field written as a bare z.string() fails here.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  GenerationRequestSchema,
  KitIdSchema,
  KitTextSchema,
  RegenerateRequestSchema,
} from "../../brandkit/schemas.ts";
import { HexColorSchema } from "../../brandkit/palettes/hex-color-schema.ts";
import { LanguageSchema } from "../../brandkit/languages/language-schema.ts";
import { InspirationImageSchema } from "../../brandkit/images/inspiration-image.ts";
import { KitEditSchema } from "../../brandkit/studio/edit-schema.ts";
import { FormatFilesRequestSchema } from "../../brandkit/archive/files-request.ts";
import {
  RsvpBodySchema,
  RsvpChangeSchema,
  RsvpSettingsChangeSchema,
  RsvpSettingsSchema,
} from "../../brandkit/rsvp/schemas.ts";
import { UpdateBodySchema } from "../../brandkit/kept/kit-updates.ts";
import { isTypedText, typedText } from "../../brandkit/typed-text.ts";
import { PreviewRequestSchema } from "../../routes/studio-routes.ts";
import { BatchRowSchema } from "../../cli/batch-rows.ts";
import { unguardedStrings } from "./_schema-strings.ts";

const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

/**
 * Strings checked against an alphabet of their own, which the walk does not enter: each with a value it takes,
 * and proved below to refuse (or normalise away) every character the rule refuses.
 */
const FORMATS: Array<[string, z.ZodType, string]> = [
  ["a hex colour", HexColorSchema, "#E6067A"],
  ["a language tag", LanguageSchema, "pt-BR"],
  ["an inspiration image's data URL", InspirationImageSchema, PNG_DATA_URL],
  ["a kit's id", KitIdSchema, "AAAAAAAAAAAAAAAAAAAAAA"],
  ["an RSVP's closing time", RsvpSettingsSchema.shape.closesAt.unwrap(), "2026-03-01T18:00:00+01:00"],
];
const FORMAT_SCHEMAS = new Set<z.core.$ZodType>(FORMATS.map(([, schema]) => schema));

/** What a client (or a provider, or a batch file) sends, by what it is. */
const REQUESTS: Array<[string, z.ZodType]> = [
  ["a kit request (POST /api/kits, the CLI's flags)", GenerationRequestSchema],
  ["a regeneration (POST /api/kits/regenerate)", RegenerateRequestSchema],
  ["an owner's edit (PATCH /api/kits/{id})", KitEditSchema],
  ["a preview of an edit (POST /api/kits/preview)", PreviewRequestSchema],
  ["a guest's answer (POST /api/kits/{id}/rsvp, the no-JS form)", RsvpBodySchema],
  ["a guest's change (PATCH /api/kits/{id}/rsvp/{guestId})", RsvpChangeSchema],
  ["an owner's RSVP settings (PATCH /api/kits/{id}/rsvp-settings)", RsvpSettingsChangeSchema],
  ["an owner's update (POST /api/kits/{id}/updates)", UpdateBodySchema],
  ["a batch file's row", BatchRowSchema],
  ["a provider's copy", KitTextSchema],
];

/** Every character the rule refuses, one of each kind and every control. */
const REFUSED = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).filter((char) => char !== "\t"),
  ...Array.from({ length: 0x21 }, (_, code) => String.fromCharCode(0x7f + code)),
  "\uD800",
  "\uDFFF",
  "\uFFFE",
  "\uFFFF",
];

describe("unguardedStrings", () => {
  it("names a bare string, wherever it is nested", () => {
    const schema = z.strictObject({
      name: typedText(),
      bare: z.string(),
      deep: z.array(z.strictObject({ line: z.string().trim().optional() })).default([]),
      either: z.union([z.number(), z.string()]),
      byKey: z.record(z.enum(["a", "b"]), z.string().nullable()),
      piped: z.string().transform((text) => text.length).pipe(z.number()),
      preprocessed: z.preprocess((value) => String(value), z.string()),
    });
    expect(unguardedStrings(schema)).toEqual([
      "bare",
      "deep[].line",
      "either",
      "byKey.*",
      "piped",
      "preprocessed",
    ]);
  });

  it("finds nothing where every string carries the rule, whatever is done with it after", () => {
    const schema = z.strictObject({
      name: typedText().trim().max(10).optional(),
      note: typedText("several").transform((text) => text.trim()).pipe(z.string().max(5)),
      list: z.array(typedText()).refine((items) => items.length < 3),
      count: z.number(),
    }).refine(() => true);
    expect(unguardedStrings(schema)).toEqual([]);
  });

  it("names what it cannot see into, and leaves the formats it is given alone", () => {
    const schema = z.strictObject({ anything: z.unknown(), colour: HexColorSchema });
    expect(unguardedStrings(schema)).toEqual(["anything (unknown)", "colour"]);
    expect(unguardedStrings(schema, new Set([HexColorSchema]))).toEqual(["anything (unknown)"]);
  });
});

describe("every request schema", () => {
  it.each(REQUESTS)("carries the rule in every text field of %s", (_, schema) => {
    expect(unguardedStrings(schema, FORMAT_SCHEMAS)).toEqual([]);
  });

  it("leaves out of the formats request (POST /api/kits/formats) only what is listed, and why", () => {
    // Its file names are checked against the files the kit can make, and its URLs name the page's own media:
    // no typed text, and nothing of it is stored.
    expect(unguardedStrings(FormatFilesRequestSchema, FORMAT_SCHEMAS)).toEqual([
      "files[]",
      "images.poster",
      "images.square",
      "images.banner",
    ]);
  });
});

describe("the formats left to their own alphabet", () => {
  it.each(FORMATS)(
    "refuses %s holding any character the rule refuses, or keeps none of it",
    (_, schema, valid) => {
      expect(schema.safeParse(valid).success).toBe(true);
      const middle = Math.floor(valid.length / 2);
      for (const char of REFUSED) {
        for (
          const sent of [char + valid, valid + char, valid.slice(0, middle) + char + valid.slice(middle)]
        ) {
          const result = schema.safeParse(sent);
          if (!result.success) continue;
          const kept = result.data;
          expect(typeof kept !== "string" || isTypedText(kept), JSON.stringify(sent)).toBe(true);
        }
      }
    },
  );
});
