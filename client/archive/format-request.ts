/**
 * Where the page gets a kit's extra-format files, for the 'More formats' section and 'Download All Assets' alike
 * (so both ask for the same kit):
 *
 * - a kept kit (it has an `id`: the maker's kit on the create page, or a share page's) has its files at
 *   GET /k/{id}/files/{name}, made once by the server and kept; several are fetched one by one;
 * - a kit that was not kept is sent whole to POST /api/kits/formats: the request it was made from, its copy (the
 *   files show the name, the headline, the description ...) and design (issue 26: the owner's layout, lines and
 *   colours), the file names wanted, and its graphics' URLs for the guide PDF's thumbnails, and an AI kit's art
 *   (its formats are made from it, to match its graphics).
 */
import type { FormatFilesRequestInput, GenerationRequestInput, KitResult } from "../../brandkit/web.ts";
import { keptFilePath } from "../../brandkit/web.ts";
import { ApiError, CLIENT_ERROR_TEXT } from "../api/api-error.ts";
import type { ApiClient } from "../api/client.ts";
import type { Extras } from "../extras.ts";

/** The files named, by name. */
export type FormatFileSource = (
  files: readonly string[],
  signal?: AbortSignal,
) => Promise<Record<string, Uint8Array>>;

/** What a source reaches the server through. */
export type FormatFileSourceDeps = {
  api: Pick<ApiClient, "formatFiles">;
  fetch: typeof fetch;
  loadExtras: () => Promise<Pick<Extras, "ErrorResponseSchema">>;
};

/**
 * The body asking for `files` of `kit`, made from `request` (none: the server's defaults). A form left on Auto
 * sends the language Auto decided for the kit, so the files are in the kit's language whatever the browser says.
 */
export function formatRequestFor(
  kit: KitResult,
  request: GenerationRequestInput | null,
  files: readonly string[],
): FormatFilesRequestInput {
  const asked = request?.language && request.language.toLowerCase() !== "auto" ? request.language : undefined;
  const language = asked ?? kit.language;
  return {
    request: { ...request, ...language ? { language } : {} },
    kit: {
      selectedName: kit.selectedName,
      eventNames: kit.eventNames,
      headline: kit.headline,
      tagline: kit.tagline,
      description: kit.description,
      socialCaptions: kit.socialCaptions,
      ...kit.design ? { design: kit.design } : {},
    },
    files: [...files],
    images: kit.images,
    ...kit.art ? { art: kit.art } : {},
  };
}

/** The source of `kit`'s files: its kept files when it has an id, POST /api/kits/formats otherwise. */
export function formatFileSource(
  kit: KitResult,
  request: GenerationRequestInput | null,
  deps: FormatFileSourceDeps,
): FormatFileSource {
  const id = kit.id;
  if (!id) return (files, signal) => deps.api.formatFiles(formatRequestFor(kit, request, files), signal);
  return async (files, signal) => {
    const fetched: Record<string, Uint8Array> = {};
    // One at a time: each may be made by the server on its first request, and render workers are few.
    for (const name of files) fetched[name] = await fetchKeptFile(keptFilePath(id, name), deps, signal);
    return fetched;
  };
}

async function fetchKeptFile(
  path: string,
  deps: FormatFileSourceDeps,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await deps.fetch(path, { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK_ERROR", CLIENT_ERROR_TEXT.network);
  }
  if (!response.ok) throw await apiErrorOf(response, deps);
  return new Uint8Array(await response.arrayBuffer());
}

/** The server's error body as an ApiError (its code, message and wait), read as the API client reads it. */
async function apiErrorOf(response: Response, deps: FormatFileSourceDeps): Promise<ApiError> {
  const { ErrorResponseSchema } = await deps.loadExtras();
  const header = Number(response.headers.get("retry-after"));
  const headerWait = header > 0 ? header : undefined;
  const parsed = ErrorResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    return new ApiError(response.status, "INTERNAL", CLIENT_ERROR_TEXT.unexpected, headerWait);
  }
  const { code, message, retryAfter } = parsed.data.error;
  return new ApiError(response.status, code, message, retryAfter ?? headerWait);
}
