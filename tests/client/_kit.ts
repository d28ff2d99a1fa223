/**
 * Fixtures for the page's logic: a kit as the server sends it, and a scripted API client that records calls.
 */
import {
  buildBrandGuide,
  DEFAULT_COLORS,
  type KitResult,
  type RegeneratedImages,
} from "../../brandkit/mod.ts";
import { SAMPLE_COPY } from "../support/fake-provider.ts";
import type { ApiClient, CreateKitOptions } from "../../client/api/client.ts";

export const SAMPLE_KIT: KitResult = {
  selectedName: SAMPLE_COPY.eventNames[0],
  ...SAMPLE_COPY,
  images: { poster: "/media/p.png", square: "/media/s.png", banner: "/media/b.png" },
  brandGuide: buildBrandGuide(DEFAULT_COLORS),
  language: "en",
};

export function imagesFor(name: string): RegeneratedImages {
  return {
    selectedName: name,
    images: {
      poster: `/media/${name}-p.png`,
      square: `/media/${name}-s.png`,
      banner: `/media/${name}-b.png`,
    },
  };
}

type Answer<T> = T | Error | ((options?: CreateKitOptions) => Promise<T>);

export type ScriptedApi = ApiClient & {
  kits: Answer<KitResult>[];
  images: Answer<RegeneratedImages>[];
  formats: Answer<Record<string, Uint8Array>>[];
  calls: string[];
};

async function next<T>(queue: Answer<T>[], options?: CreateKitOptions): Promise<T> {
  const answer = queue.shift();
  if (answer === undefined) throw new Error("no answer queued");
  if (answer instanceof Error) throw answer;
  if (typeof answer === "function") {
    return await (answer as (options?: CreateKitOptions) => Promise<T>)(options);
  }
  return answer as T;
}

/** An API client that answers from queues (values, errors, or functions of the call's options). */
export function scriptedApi(): ScriptedApi {
  const api: ScriptedApi = {
    kits: [],
    images: [],
    formats: [],
    calls: [],
    createKit(request, options) {
      api.calls.push(`createKit ${JSON.stringify(request)}`);
      return next(api.kits, options);
    },
    regenerateImages(body) {
      api.calls.push(`regenerateImages ${body.name}`);
      return next(api.images);
    },
    formatFiles(body) {
      api.calls.push(`formatFiles ${body.files.join(",")}`);
      return next(api.formats);
    },
  };
  return api;
}
