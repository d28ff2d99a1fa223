/**
 * The event page's calls to the owner's updates (issue 38): post one and remove one, with the owner token. The
 * reply is checked with the core's schema (loaded with the extras) before the page trusts it; each failure is an
 * ApiError (a 429 carries its `retryAfter`).
 */
import type { KitUpdate } from "../../brandkit/web.ts";
import { ApiError } from "../api/api-error.ts";
import { type ApiDeps, createTransport, kitPath, UNEXPECTED } from "../api/transport.ts";

export type UpdatesApi = {
  post(kitId: string, text: string, ownerToken: string): Promise<KitUpdate>;
  remove(kitId: string, updateId: string, ownerToken: string): Promise<void>;
};

export function createUpdatesApi(deps: ApiDeps): UpdatesApi {
  const { send } = createTransport(deps);
  const json = { accept: "application/json" } as const;
  return {
    async post(kitId, text, ownerToken) {
      const response = await send(`${kitPath(kitId)}/updates`, {
        method: "POST",
        body: { text },
        ownerToken,
        ...json,
      });
      const extras = await deps.loadExtras();
      const parsed = extras.KitUpdateSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new ApiError(response.status, "INTERNAL", UNEXPECTED);
      return parsed.data;
    },
    async remove(kitId, updateId, ownerToken) {
      const response = await send(`${kitPath(kitId)}/updates/${encodeURIComponent(updateId)}`, {
        method: "DELETE",
        ownerToken,
        ...json,
      });
      await response.body?.cancel();
    },
  };
}
