/**
 * 'Make your own' (issue 19): the share page links to `/?from={id}`; once the page is interactive, the kit is
 * fetched and the form filled in with the request it was made from, and `?from=` leaves the address bar so a
 * reload or a shared address starts clean. A kit that is gone (expired, deleted, never was) leaves the form
 * empty and says so; a failure that may pass (the database is down, the network failed) keeps `?from=`, so a
 * reload tries again. Part of the extras, loaded only when the address has `?from=`.
 */
import type { Palette } from "../../brandkit/web.ts";
import type { SharedKit } from "../../brandkit/web.ts";
import { KIT_ID_PATTERN } from "../../brandkit/web.ts";
import { apiErrorStatus } from "../api/api-error.ts";
import type { ToastMessage } from "../messages.ts";
import { type FormValues, formValuesOf } from "./form-draft.ts";
import { KEPT_KIT_TOASTS as TOASTS } from "./kept-kit-messages.ts";

/** Where the page is, as "Make your own" reads it. */
export type PageLocation = Pick<Location, "origin" | "pathname" | "search" | "hash">;
import { FROM_PARAM } from "./kept-kits-keys.ts";

export type MakeYourOwnDeps = {
  location: () => PageLocation;
  replaceUrl: (url: string) => void;
  /** The API client's GET /api/kits/{id} (written out here, so this module imports nothing of the client's). */
  api: { getKit(id: string, signal?: AbortSignal): Promise<SharedKit> };
  /** The palette catalogue, to name the palette the kit's colours come from. */
  palettes: readonly Palette[];
  /** Fills the form in. */
  fillForm: (values: FormValues) => void;
  notify: (message: ToastMessage) => void;
};

/** Fills the form in from the kit the address names, if it names one. */
export async function startFromSharedKit(deps: MakeYourOwnDeps): Promise<void> {
  const location = deps.location();
  const params = new URLSearchParams(location.search);
  const id = params.get(FROM_PARAM);
  if (id === null) return;
  const clearFrom = () => {
    params.delete(FROM_PARAM);
    const search = params.size ? `?${params}` : "";
    deps.replaceUrl(`${location.pathname}${search}${location.hash}`);
  };
  if (!KIT_ID_PATTERN.test(id)) {
    clearFrom();
    deps.notify(TOASTS.kitUnavailable);
    return;
  }
  try {
    const shared = await deps.api.getKit(id);
    deps.fillForm(formValuesOf(shared.request, deps.palettes));
    clearFrom();
    deps.notify(TOASTS.draftFilled(shared.kit.selectedName));
  } catch (error) {
    if (apiErrorStatus(error) === 404) {
      clearFrom();
      deps.notify(TOASTS.kitUnavailable);
    } else deps.notify(TOASTS.draftFailed);
  }
}
