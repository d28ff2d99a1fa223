/**
 * The data service (docs/behaviour.md#platform-services): text from a URL or a file (whole, or in chunks),
 * scraping, screenshots, fetching through the platform (now, or triggered to run later) and web search.
 */
import { z } from "zod";
import type { ClientContext } from "./context.ts";
import { ErrorKind, validationError } from "./errors.ts";

export const ExtractResultSchema = z.union([
  z.looseObject({ chunks: z.array(z.string()) }),
  z.looseObject({ text: z.string() }),
]);
export type ExtractResult = z.infer<typeof ExtractResultSchema>;

export const SCRAPE_FORMATS = ["markdown", "html", "links", "extract", "metadata"] as const;
export type ScrapeFormat = typeof SCRAPE_FORMATS[number];
export const ScrapeResultSchema = z.looseObject({
  markdown: z.string().optional(),
  html: z.string().optional(),
  links: z.array(z.unknown()).optional(),
  extract: z.unknown().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type ScrapeResult = z.infer<typeof ScrapeResultSchema>;

const ScreenshotResultSchema = z.looseObject({ url: z.string().min(1) });
export const FetchResultSchema = z.looseObject({
  status: z.number(),
  headers: z.record(z.string(), z.string()),
  body: z.unknown().optional(),
  durationMs: z.number().optional(),
});
export type FetchResult = z.infer<typeof FetchResultSchema>;
const AsyncFetchResultSchema = z.looseObject({ status: z.literal("triggered") });
const SearchResultSchema = z.looseObject({});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** The search types beyond plain web results, and the `tbm` value each is sent as. */
export const SEARCH_TYPES = { news: "nws", images: "isch", videos: "vid", shopping: "shop" } as const;
export type SearchType = keyof typeof SEARCH_TYPES;
/** Search results language when none is given. */
export const DEFAULT_SEARCH_LANGUAGE = "en";

export type ExtractOptions = { chunking?: boolean; chunkSize?: number };
export type FetchRequest = { url: string; method?: string; headers?: Record<string, string>; body?: unknown };
export type SearchOptions = {
  location?: string;
  /** @default "en" */
  hl?: string;
  type?: SearchType;
  num?: number;
};

export type DataApi = {
  extractFromUrl(url: string, options?: ExtractOptions): Promise<ExtractResult>;
  extractFromBlob(file: Blob, options?: ExtractOptions): Promise<ExtractResult>;
  /** @param options.formats @default ["markdown", "metadata"] */
  scrape(url: string, options?: { formats?: ScrapeFormat[] }): Promise<ScrapeResult>;
  /** The URL of the screenshot. */
  screenshot(url: string, options?: { fullPage?: boolean; width?: number; height?: number }): Promise<string>;
  fetch(request: FetchRequest): Promise<FetchResult>;
  /** Runs the fetch later on the platform; resolves once it is triggered. */
  fetchAsync(request: FetchRequest): Promise<{ status: "triggered" }>;
  search(query: string, options?: SearchOptions): Promise<SearchResult>;
};

function requireUrl(url: string | undefined): void {
  if (!url || !url.trim()) throw validationError("A URL is required");
}

export function createData(context: ClientContext): DataApi {
  const base = `/api/data/${context.projectPath}`;
  const post = <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
    context.http.json({ path: `${base}${path}`, json: body, kind: ErrorKind.DATA }, schema);

  return {
    async extractFromUrl(url, options = {}) {
      requireUrl(url);
      return await post("/extract-from-url", { url, ...options }, ExtractResultSchema);
    },
    async extractFromBlob(file, options = {}) {
      if (!(file instanceof Blob)) throw validationError("A file is required");
      const form = new FormData();
      form.append("file", file, file instanceof File ? file.name : "file");
      for (const [key, value] of Object.entries(options)) form.append(key, String(value));
      return await context.http.json(
        { path: `${base}/extract-from-blob`, body: form, kind: ErrorKind.DATA },
        ExtractResultSchema,
      );
    },
    async scrape(url, options = {}) {
      requireUrl(url);
      return await post(
        "/scrape",
        { url, formats: options.formats ?? ["markdown", "metadata"] },
        ScrapeResultSchema,
      );
    },
    async screenshot(url, options = {}) {
      requireUrl(url);
      return (await post("/screenshot", { url, ...options }, ScreenshotResultSchema)).url;
    },
    async fetch(request) {
      requireUrl(request.url);
      return await post("/fetch", request, FetchResultSchema);
    },
    async fetchAsync(request) {
      requireUrl(request.url);
      return await post("/fetch", { ...request, async: true }, AsyncFetchResultSchema);
    },
    async search(query, options = {}) {
      if (!query || !query.trim()) throw validationError("A search query is required");
      const body = {
        q: query,
        location: options.location,
        hl: options.hl ?? DEFAULT_SEARCH_LANGUAGE,
        tbm: options.type ? SEARCH_TYPES[options.type] : undefined,
        num: options.num,
      };
      return await post("/search", body, SearchResultSchema);
    },
  };
}
