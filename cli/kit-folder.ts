/**
 * A kit on disk, in the core's layout (brandkit/archive: the graphics, the extra formats, brand-guide.md,
 * copy.txt and kit.json, written by write-kit-folder.ts with kit.json last): kit.json read back through zod
 * with its design (regenerate, render), a folder's completeness, and how the CLI reports a kit.
 */
import { join } from "node:path";
import {
  BrandKitError,
  type DesignedKitFile,
  ErrorCode,
  IMAGE_FILE_NAMES,
  IMAGE_KINDS,
  type ImageKind,
  isBrandKitError,
  KIT_FILE_NAME,
  type KitFile,
  KitFileSchema,
  toValidationIssues,
} from "../brandkit/web.ts";
import { type FileSystem, withKitFileDesign } from "../brandkit/mod.ts";

/** The graphics of a kit as PNG bytes. */
export type KitImageBytes = Record<ImageKind, Uint8Array>;

/** The kit as --json prints it: kit.json with the graphics' paths from here, plus where the files are. */
export function kitJsonOutput(kit: KitFile, dir: string, zip?: string): Record<string, unknown> {
  const images = Object.fromEntries(IMAGE_KINDS.map((kind) => [kind, join(dir, IMAGE_FILE_NAMES[kind])]));
  return { ...kit, images, dir, ...(zip ? { zip } : {}) };
}

/**
 * Reads and validates `dir`/kit.json, with its design (one written before designs were data reads as the design
 * its graphics were drawn with); a missing, unreadable or malformed one is bad input, said plainly.
 */
export async function readKitFile(fs: FileSystem, dir: string): Promise<DesignedKitFile> {
  const path = join(dir, KIT_FILE_NAME);
  let text: string;
  try {
    text = await fs.readTextFile(path);
  } catch (error) {
    if (isBrandKitError(error, ErrorCode.NOT_FOUND)) {
      throw new BrandKitError(
        ErrorCode.NOT_FOUND,
        `'${dir}' is not a kit folder: it has no ${KIT_FILE_NAME} (make one with 'brandkit generate')`,
      );
    }
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BrandKitError(ErrorCode.VALIDATION_ERROR, `'${path}' is not valid JSON`);
  }
  const result = KitFileSchema.safeParse(json);
  if (result.success) return withKitFileDesign(result.data);
  const issues = toValidationIssues(result.error);
  const where = issues[0].path ? `${issues[0].path}: ` : "";
  throw new BrandKitError(
    ErrorCode.VALIDATION_ERROR,
    `'${path}' is not a kit: ${where}${issues[0].message}`,
    {
      issues,
    },
  );
}

/**
 * True when `dir` holds a finished kit: its kit.json, written last, is there (a folder a killed run did not
 * finish never has it), as are the three graphics that regenerating needs.
 */
export async function isCompleteKitFolder(fs: FileSystem, dir: string): Promise<boolean> {
  for (const name of [...IMAGE_KINDS.map((kind) => IMAGE_FILE_NAMES[kind]), KIT_FILE_NAME]) {
    const info = await fs.stat(join(dir, name));
    if (!info?.isFile) return false;
  }
  return true;
}
