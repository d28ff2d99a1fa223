/**
 * The studio's state (issue 26) in a component, re-rendering on change. The result view makes the studio for its
 * kit and hands it down; the state is read where it is shown.
 */
import { useSyncExternalStore } from "react";
import type { StudioState, StudioStore } from "../state/studio-store.ts";

export function useStudioState(studio: StudioStore): StudioState {
  return useSyncExternalStore(studio.subscribe, studio.getState, studio.getState);
}
