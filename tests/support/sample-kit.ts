/**
 * Fixtures for the page's logic: a kit as the server sends it (and as it shares a kept one), and a scripted API
 * client that records calls.
 */
import {
  buildBrandGuide,
  DEFAULT_COLORS,
  type KitResult,
  type RegeneratedImages,
} from "../../brandkit/web.ts";
import type { SharedKit } from "../../brandkit/kept/shared-kit.ts";
import { SAMPLE_COPY } from "./fake-provider.ts";
import type { ApiClient, CreateKitOptions } from "../../client/api/client.ts";
import type { PreviewedKit, StudioApi } from "../../client/api/studio-api.ts";

export const SAMPLE_KIT: KitResult = {
  selectedName: SAMPLE_COPY.eventNames[0],
  ...SAMPLE_COPY,
  images: { poster: "/media/p.png", square: "/media/s.png", banner: "/media/b.png" },
  brandGuide: buildBrandGuide(DEFAULT_COLORS),
  language: "en",
};

/** A kept kit's id and its owner's token. */
export const KIT_ID = "AAAAAAAAAAAAAAAAAAAAAA";
export const OWNER_TOKEN = "owner-token-of-the-sample-kit";

/** SAMPLE_KIT as the server answers its maker when it kept it. */
export const KEPT_KIT: KitResult = {
  ...SAMPLE_KIT,
  id: KIT_ID,
  shareUrl: `/k/${KIT_ID}`,
  ownerToken: OWNER_TOKEN,
};

/** SAMPLE_KIT as GET /api/kits/{id} shares it. */
export const SHARED_KIT: SharedKit = {
  id: KIT_ID,
  shareUrl: `/k/${KIT_ID}`,
  revision: 0,
  kit: SAMPLE_KIT,
  request: {
    vibes: ["neon", "retro"],
    colors: ["#FF6B6B", "#4ECDC4"],
    palette: undefined,
    eventDate: "2027-03-14",
    eventLocation: "Austin, TX",
    customEventName: "Glow Fest",
    eventLink: "https://tickets.example.com/glow",
    language: "es",
    eventTime: undefined,
    eventEndTime: undefined,
    timeZone: undefined,
  },
  createdAt: "2026-01-01T00:00:00.000Z",
  expiresAt: "2026-01-31T00:00:00.000Z",
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

export type ScriptedApi = ApiClient & StudioApi & {
  kits: Answer<KitResult>[];
  images: Answer<RegeneratedImages>[];
  formats: Answer<Record<string, Uint8Array>>[];
  sharedKits: Answer<SharedKit>[];
  /** null for a kit deleted, or the error the server answers with. */
  deletions: Answer<null>[];
  calls: string[];
  /** The owner token each regeneration was sent with. */
  regenerateTokens: Array<string | undefined>;
  /** Answers of PATCH /api/kits/{id} (and of 'Keep longer'), of POST /api/kits/preview. */
  edits: Answer<SharedKit>[];
  previews: Answer<PreviewedKit>[];
  /** The body of each call that sends one (regenerations, edits, previews), in order. */
  bodies: unknown[];
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
    sharedKits: [],
    deletions: [],
    calls: [],
    regenerateTokens: [],
    edits: [],
    previews: [],
    bodies: [],
    createKit(request, options) {
      api.calls.push(`createKit ${JSON.stringify(request)}`);
      return next(api.kits, options);
    },
    regenerateImages(body, options) {
      api.calls.push(`regenerateImages ${body.name}${body.kitId ? ` of ${body.kitId}` : ""}`);
      api.regenerateTokens.push(options?.ownerToken);
      api.bodies.push(body);
      return next(api.images);
    },
    getKit(id) {
      api.calls.push(`getKit ${id}`);
      return next(api.sharedKits);
    },
    deleteKit(id, ownerToken) {
      api.calls.push(`deleteKit ${id} with ${ownerToken}`);
      return next(api.deletions).then(() => {});
    },
    formatFiles(body) {
      api.calls.push(`formatFiles ${body.files.join(",")}`);
      return next(api.formats);
    },
    editKit(id, edit, options) {
      api.calls.push(`editKit ${id} at ${options.revision} with ${options.ownerToken}`);
      api.bodies.push(edit);
      return next(api.edits, { signal: options.signal });
    },
    previewKit(body, signal) {
      api.calls.push("previewKit");
      api.bodies.push(body);
      return next(api.previews, { signal });
    },
    extendKit(id, ownerToken) {
      api.calls.push(`extendKit ${id} with ${ownerToken}`);
      return next(api.edits);
    },
  };
  return api;
}
