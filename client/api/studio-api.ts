/**
 * The studio's calls (issue 26), loaded with the result view: an owner's edit of a kept kit (PATCH
 * /api/kits/{id} with the owner token and the revision it was made on), the same edit of a kit that was not kept
 * (POST /api/kits/preview), and 'Keep longer' (POST /api/kits/{id}/extend). Replies are checked as every reply is.
 */
import type { z } from "zod";
import type { KitEditInput } from "../../brandkit/web.ts";
import type { KeptKitBody, KeptRequest, SharedKit } from "../../brandkit/web.ts";
import type { PreviewRequestSchema } from "../../routes/studio-routes.ts";
import type { Extras } from "../extras.ts";
import { ApiError } from "./api-error.ts";
import { type ApiDeps, createTransport, kitPath, UNEXPECTED } from "./transport.ts";

/** What POST /api/kits/preview takes: a kit that was not kept, and the edit to show. */
export type PreviewBody = z.input<typeof PreviewRequestSchema>;

/** What POST /api/kits/preview answers: the edited kit, with new graphics, and the request it is made from. */
export type PreviewedKit = { kit: KeptKitBody; request: KeptRequest };

/** Options of editKit. */
export type EditKitOptions = {
  ownerToken: string;
  /** The revision the edit was made on (`If-Match`): 409 REVISION_CONFLICT when the kit moved on. */
  revision: number;
  signal?: AbortSignal;
};

export type StudioApi = {
  /** PATCH /api/kits/{id} with the owner token: the kit edited, as a new revision. */
  editKit(id: string, edit: KitEditInput, options: EditKitOptions): Promise<SharedKit>;
  /** POST /api/kits/preview: the same edit of a kit that was not kept, with new graphics. */
  previewKit(body: PreviewBody, signal?: AbortSignal): Promise<PreviewedKit>;
  /** POST /api/kits/{id}/extend with the owner token: the kit is kept another period. */
  extendKit(id: string, ownerToken: string): Promise<SharedKit>;
};

export type StudioApiDeps = ApiDeps<
  Pick<Extras, "ErrorResponseSchema" | "SharedKitSchema" | "PreviewedKitSchema">
>;

export function createStudioApi(deps: StudioApiDeps): StudioApi {
  const { send, sharedKitOf } = createTransport(deps);
  return {
    async editKit(id, edit, options) {
      const response = await send(kitPath(id), {
        method: "PATCH",
        body: edit,
        accept: "application/json",
        ownerToken: options.ownerToken,
        revision: options.revision,
        signal: options.signal,
      });
      return sharedKitOf(response);
    },

    async previewKit(body, signal) {
      const response = await send("/api/kits/preview", {
        method: "POST",
        body,
        accept: "application/json",
        signal,
      });
      const { PreviewedKitSchema } = await deps.loadExtras();
      const parsed = PreviewedKitSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new ApiError(response.status, "INTERNAL", UNEXPECTED);
      return parsed.data;
    },

    async extendKit(id, ownerToken) {
      return sharedKitOf(
        await send(`${kitPath(id)}/extend`, { method: "POST", accept: "application/json", ownerToken }),
      );
    },
  };
}
