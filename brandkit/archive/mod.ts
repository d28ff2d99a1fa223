/**
 * The kit's archive layout, the one face of this folder: the files of a kit folder or ZIP, kit.json's schema and
 * version, the text files (brand-guide.md, copy.txt) written beside the graphics, the making of the extra
 * formats' files through the render pool, and the one ZIP writer. Browser-safe.
 */
export { BRAND_GUIDE_FILE_NAME, escapeMarkdown, renderBrandGuide } from "./brand-guide-md.ts";
export { COPY_TEXT_FILE_NAME, renderCopyText } from "./copy-txt.ts";
export {
  artFor,
  type FormatArt,
  type FormatDeps,
  type FormatInput,
  type FormatKit,
  type FormatService,
  makeFormatFile,
  makeFormatFiles,
  makeGraphics,
  MODEL_TYPE_EDIT_REASON,
} from "./format-files.ts";
export {
  FORMAT_CONTENT_TYPES,
  formatContentType,
  type FormatFilesRequest,
  type FormatFilesRequestInput,
  FormatFilesRequestSchema,
  MAX_FORMAT_FILES,
} from "./format-request.ts";
export {
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
export {
  STORED_EXTENSIONS,
  unzipArchive,
  zipArchive,
  type ZipMethod,
  zipMethodOf,
  type ZipOptions,
} from "./zip.ts";
