/**
 * Where the owner's guest list goes on the event page: in the browser that holds the kit's owner token ("Your
 * kits", issue 19), the panel loads once hydrated; anyone else gets nothing, and never loads its code.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useServices } from "../app-context.ts";
import { ownerTokenOf } from "../state/owner-token.ts";
import type { EventPageData } from "./event-data.ts";
import type { OwnerPanelProps } from "./OwnerPanel.tsx";

const OwnerPanel = lazy(() => import("./OwnerPanel.tsx").then((module) => ({ default: module.OwnerPanel })));

export type OwnerSlotProps = {
  data: EventPageData;
  /** The owner changed the list or the settings: the page's counts and form follow. */
  onChanged: () => void;
  /** The owner's updates the page shows (issue 38), and their change. */
  updates: OwnerPanelProps["updates"];
};

export function OwnerSlot({ data, onChanged, updates }: OwnerSlotProps) {
  const services = useServices();
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    ownerTokenOf(data.id, services).then((found) => live && setToken(found), () => {});
    return () => {
      live = false;
    };
  }, [data.id, services]);
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <OwnerPanel kitId={data.id} ownerToken={token} onChanged={onChanged} updates={updates} />
    </Suspense>
  );
}
