/**
 * The kit's archive, the one face of this folder: the files of a kit folder or ZIP and kit.json (its schema,
 * version and reading back), the one slug rule its folders and downloads are named by, and the one ZIP writer
 * and reader. Browser-safe. The text files written beside the
 * graphics are made here (copy.txt), in guide/ (brand-guide.md) and in extra-formats/ (the extra formats); what
 * the page asks POST /api/kits/formats for is files-request.ts.
 */
export {
  type DesignedKitFile,
  type FormatFile,
  formatFiles,
  FormatNameSchema,
  KIT_FILE_NAME,
  KIT_FILE_VERSION,
  type KitArchiveFile,
  type KitFile,
  type KitFileDetails,
  kitFileNames,
  kitFiles,
  KitFileSchema,
  kitRequest,
  sortFormats,
  toKitFile,
} from "./kit-file.ts";
export { MAX_SLUG_LENGTH, slugOf } from "./slug.ts";
export {
  STORED_EXTENSIONS,
  unzipArchive,
  zipArchive,
  type ZipMethod,
  zipMethodOf,
  type ZipOptions,
} from "./zip.ts";
export { COPY_TEXT_FILE_NAME, renderCopyText } from "./copy-txt.ts";
export * from "./files-request.ts";
