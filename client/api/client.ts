/**
 * Calls to the BrandKit API from the page. Every reply is checked with the shared schemas before the page
 * trusts it; every failure becomes an ApiError.
 */
import type {
  FormatFilesRequestInput,
  GenerationRequestInput,
  GenerationStep,
  KitResult,
  RegeneratedImages,
  RegenerateRequestInput,
} from "../../brandkit/mod.ts";
import type { Extras } from "../extras.ts";
import { ApiError } from "./api-error.ts";
import { readLines } from "./ndjson.ts";

/** How the client reaches the server and the schemas. */
export type ApiClientDeps = {
  fetch: typeof fetch;
  loadExtras: () => Promise<Extras>;
};

/** Options of createKit. */
export type CreateKitOptions = {
  /** Told of each step as the server starts it. */
  onProgress?: (step: GenerationStep) => void;
  signal?: AbortSignal;
};

/** The calls the page makes. */
export type ApiClient = {
  /** POST /api/kits as an NDJSON stream: progress as it happens, then the kit. */
  createKit(request: GenerationRequestInput, options?: CreateKitOptions): Promise<KitResult>;
  /** POST /api/kits/images: new graphics for another name. */
  regenerateImages(body: RegenerateRequestInput, signal?: AbortSignal): Promise<RegeneratedImages>;
  /** POST /api/kits/formats: files of the extra formats, by name (a ZIP of several is unpacked here). */
  formatFiles(body: FormatFilesRequestInput, signal?: AbortSignal): Promise<Record<string, Uint8Array>>;
};

const UNEXPECTED = "The server sent a reply the page does not understand.";

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** The API client over `deps.fetch`. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  async function post(path: string, body: unknown, accept: string, signal?: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await deps.fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: accept },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, "NETWORK_ERROR", "The server could not be reached. Check your connection.");
    }
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  async function toApiError(response: Response): Promise<ApiError> {
    const { ErrorResponseSchema } = await deps.loadExtras();
    const header = Number(response.headers.get("retry-after"));
    const parsed = ErrorResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) {
      return new ApiError(response.status, "INTERNAL", UNEXPECTED, header > 0 ? header : undefined);
    }
    const { code, message, retryAfter, issues } = parsed.data.error;
    return new ApiError(
      response.status,
      code,
      message,
      retryAfter ?? (header > 0 ? header : undefined),
      issues,
    );
  }

  return {
    async createKit(request, options = {}) {
      const response = await post("/api/kits", request, "application/x-ndjson", options.signal);
      const { KitStreamEventSchema } = await deps.loadExtras();
      if (!response.body) throw new ApiError(response.status, "INTERNAL", UNEXPECTED);
      // Read to the end (the server closes right after the outcome), so the response completes cleanly.
      let kit: KitResult | undefined;
      for await (const line of readLines(response.body)) {
        let json: unknown;
        try {
          json = JSON.parse(line);
        } catch {
          throw new ApiError(response.status, "INTERNAL", UNEXPECTED);
        }
        const event = KitStreamEventSchema.safeParse(json);
        if (!event.success) throw new ApiError(response.status, "INTERNAL", UNEXPECTED);
        const data = event.data;
        if (data.type === "progress") options.onProgress?.(data.step);
        else if (data.type === "kit") kit = data.kit;
        else throw new ApiError(response.status, data.error.code, data.error.message, data.error.retryAfter);
      }
      if (kit) return kit;
      throw new ApiError(response.status, "INTERNAL", "The server stopped before the kit was finished.");
    },

    async regenerateImages(body, signal) {
      const response = await post("/api/kits/images", body, "application/json", signal);
      const { RegeneratedImagesSchema } = await deps.loadExtras();
      const parsed = RegeneratedImagesSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new ApiError(response.status, "INTERNAL", UNEXPECTED);
      return parsed.data;
    },

    async formatFiles(body, signal) {
      const response = await post("/api/kits/formats", body, "*/*", signal);
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (body.files.length === 1) return { [body.files[0]]: bytes };
      const { unzipArchive } = await deps.loadExtras();
      let files: Record<string, Uint8Array>;
      try {
        files = unzipArchive(bytes);
      } catch {
        throw new ApiError(response.status, "INTERNAL", UNEXPECTED);
      }
      const missing = body.files.find((name) => !files[name]);
      if (missing) throw new ApiError(response.status, "INTERNAL", UNEXPECTED);
      return files;
    },
  };
}
