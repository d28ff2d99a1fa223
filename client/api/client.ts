/**
 * Calls to the BrandKit API from the page. Every reply is checked with the shared schemas before the page
 * trusts it; every failure becomes an ApiError. A kept kit (issue 19) is changed or deleted with its owner
 * token as `Authorization: Bearer`. The owner's edits (issue 26) are studio-api.ts, loaded with the result.
 */
import type {
  FormatFilesRequestInput,
  GenerationRequestInput,
  GenerationStep,
  KitResult,
  RegeneratedImages,
  RegenerateRequestInput,
} from "../../brandkit/web.ts";
import type { SharedKit } from "../../brandkit/web.ts";
import { ApiError, CLIENT_ERROR_TEXT } from "./api-error.ts";
import { readLines } from "./ndjson.ts";
import { type ApiDeps, createTransport, kitPath, UNEXPECTED } from "./transport.ts";

/** How the client reaches the server and the schemas. */
export type ApiClientDeps = ApiDeps;

/** Options of createKit. */
export type CreateKitOptions = {
  /** Told of each step as the server starts it. */
  onProgress?: (step: GenerationStep) => void;
  signal?: AbortSignal;
};

/** Options of regenerateImages. */
export type RegenerateOptions = {
  signal?: AbortSignal;
  /** The kept kit's owner token: with `body.kitId`, the server keeps the new graphics in that kit. */
  ownerToken?: string;
};

/** The calls the page makes. */
export type ApiClient = {
  /** POST /api/kits as an NDJSON stream: progress as it happens, then the kit. */
  createKit(request: GenerationRequestInput, options?: CreateKitOptions): Promise<KitResult>;
  /** POST /api/kits/images: new graphics for another name (kept in the kit when its owner asks). */
  regenerateImages(body: RegenerateRequestInput, options?: RegenerateOptions): Promise<RegeneratedImages>;
  /** POST /api/kits/formats: files of the extra formats, by name (a ZIP of several is unpacked here). */
  formatFiles(body: FormatFilesRequestInput, signal?: AbortSignal): Promise<Record<string, Uint8Array>>;
  /** GET /api/kits/{id}: a kept kit as anyone with its link sees it (404 KIT_NOT_FOUND when gone). */
  getKit(id: string, signal?: AbortSignal): Promise<SharedKit>;
  /** DELETE /api/kits/{id} with the owner token: the kit and its graphics are gone for everyone. */
  deleteKit(id: string, ownerToken: string): Promise<void>;
};

/** The API client over `deps.fetch`. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const { send, sharedKitOf } = createTransport(deps);
  const post = (path: string, body: unknown, accept: string, signal?: AbortSignal) =>
    send(path, { method: "POST", body, accept, signal });

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
      throw new ApiError(response.status, "INTERNAL", CLIENT_ERROR_TEXT.stopped);
    },

    async regenerateImages(body, options = {}) {
      // The token goes only with the kit it belongs to; without a kitId the server keeps nothing anyway.
      const ownerToken = body.kitId ? options.ownerToken : undefined;
      const response = await send("/api/kits/images", {
        method: "POST",
        body,
        accept: "application/json",
        ownerToken,
        signal: options.signal,
      });
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

    async getKit(id, signal) {
      return sharedKitOf(await send(kitPath(id), { method: "GET", accept: "application/json", signal }));
    },

    async deleteKit(id, ownerToken) {
      const response = await send(kitPath(id), { method: "DELETE", accept: "application/json", ownerToken });
      await response.body?.cancel();
    },
  };
}
