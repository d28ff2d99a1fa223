/**
 * A kept kit as it is read, once, wherever it is read: its content parsed through the schema (mended when it was
 * kept before the text rule), its request in the kit's language, its kit with its design (a kit kept before
 * designs were data gets the one its graphics were drawn with); and the SharedKit anyone with its link sees.
 */
import { BrandKitError, ErrorCode } from "../errors.ts";
import type { KitDesign } from "../design.ts";
import { withKitDesign } from "../studio/kit-design.ts";
import { mendedText } from "../typed-text.ts";
import type { KeptKit } from "./kept-kits.ts";
import { type KeptKitContent, KeptKitContentSchema, type SharedKit, withKitLanguage } from "./shared-kit.ts";

/** Kept content as it is read: its kit always with its design. */
export type ReadContent = KeptKitContent & { kit: { design: KitDesign } };

/** A kept kit, its content read (keptRecordOf). */
export type KeptKitRecord = Omit<KeptKit, "kit"> & { content: ReadContent };

/**
 * A kit's content as the store holds it, parsed. A kit kept before the text rule (typed-text.ts) may hold what the
 * rule now refuses (a NUL in a top line, a line break in a name): it is mended, so it still opens.
 */
function parseKeptContent(stored: unknown) {
  const read = KeptKitContentSchema.safeParse(stored);
  if (read.success) return read;
  const mended = KeptKitContentSchema.safeParse(mendedText(stored));
  return mended.success ? mended : KeptKitContentSchema.safeParse(mendedText(stored, "one"));
}

/**
 * Kept content as it is read: its request in the kit's language (withKitLanguage) and its kit with its design
 * (withKitDesign: a kit kept before designs were data gets the one its graphics were drawn with, made on the day
 * it was kept, and over AI art when it keeps the art an AI drew).
 */
export function readContent(content: KeptKitContent, createdAtMs: number): ReadContent {
  const read = withKitLanguage(content);
  const overAiArt = Object.values(read.kit.art ?? {}).some(Boolean);
  return { ...read, kit: withKitDesign(read.kit, read.request, { madeMs: createdAtMs, overAiArt }) };
}

/** A kit as the store gave it, read; INTERNAL when it does not read as a kit even mended. */
export function keptRecordOf(kept: KeptKit): KeptKitRecord {
  const content = parseKeptContent(kept.kit);
  if (!content.success) {
    throw new BrandKitError(ErrorCode.INTERNAL, `The kept kit ${kept.id} does not read as a kit.`, {
      cause: content.error,
    });
  }
  const { kit: _raw, ...rest } = kept;
  return { ...rest, content: readContent(content.data, kept.createdAtMs) };
}

/** The SharedKit anyone with the link sees: never the token. Its kit always has its design (readContent). */
export function sharedKitOf(record: KeptKitRecord, shareUrl: string): SharedKit {
  return {
    id: record.id,
    shareUrl,
    revision: record.revision,
    kit: record.content.kit,
    request: record.content.request,
    createdAt: new Date(record.createdAtMs).toISOString(),
    expiresAt: new Date(record.expiresAtMs).toISOString(),
  };
}
