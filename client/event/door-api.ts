/**
 * The owner's calls about the door (issue 39), with the owner token: the co-hosts who help check guests in (list,
 * add, revoke) and the door list as a PDF. Each JSON reply is checked with the core's schemas (loaded with the
 * extras) before the page trusts it; each failure is an ApiError.
 */
import type { Cohost, CohostCreated } from "../../brandkit/web.ts";
import { ApiError } from "../api/api-error.ts";
import { type ApiDeps, createTransport, kitPath, UNEXPECTED } from "../api/transport.ts";

export type DoorApi = {
  cohosts(kitId: string, ownerToken: string): Promise<Cohost[]>;
  /** Adds a co-host: their door link comes back this once. */
  addCohost(kitId: string, label: string, ownerToken: string): Promise<CohostCreated>;
  revokeCohost(kitId: string, cohostId: string, ownerToken: string): Promise<void>;
  doorListPdf(kitId: string, ownerToken: string): Promise<Blob>;
};

export function createDoorApi(deps: ApiDeps): DoorApi {
  const { send } = createTransport(deps);
  const json = { accept: "application/json" } as const;
  const cohostsPath = (kitId: string) => `${kitPath(kitId)}/cohosts`;

  /** The reply's JSON, checked with the named schema. */
  async function read<T>(response: Response, schema: "CohostListSchema" | "CohostCreatedSchema"): Promise<T> {
    const extras = await deps.loadExtras();
    const parsed = extras[schema].safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ApiError(response.status, "INTERNAL", UNEXPECTED);
    return parsed.data as T;
  }

  return {
    async cohosts(kitId, ownerToken) {
      const response = await send(cohostsPath(kitId), { method: "GET", ownerToken, ...json });
      return (await read<{ cohosts: Cohost[] }>(response, "CohostListSchema")).cohosts;
    },
    async addCohost(kitId, label, ownerToken) {
      const response = await send(cohostsPath(kitId), {
        method: "POST",
        body: { label },
        ownerToken,
        ...json,
      });
      return await read(response, "CohostCreatedSchema");
    },
    async revokeCohost(kitId, cohostId, ownerToken) {
      const response = await send(`${cohostsPath(kitId)}/${encodeURIComponent(cohostId)}`, {
        method: "DELETE",
        ownerToken,
        ...json,
      });
      await response.body?.cancel();
    },
    async doorListPdf(kitId, ownerToken) {
      const response = await send(`${kitPath(kitId)}/door-list.pdf`, {
        method: "GET",
        ownerToken,
        accept: "application/pdf",
      });
      return await response.blob();
    },
  };
}
