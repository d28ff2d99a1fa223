/**
 * 'Make your own' (issue 19): the share page links to `/?from={id}`; once the page is interactive, the kit is
 * fetched and the form filled in with the request it was made from, and `?from=` leaves the address bar so a
 * reload or a shared address starts clean. A kit that is gone (expired, deleted, never was) leaves the form
 * empty and says so; a failure that may pass (the database is down, the network failed) keeps `?from=`, so a
 * reload tries again.
 */
import { KIT_ID_PATTERN } from "../../brandkit/kept-kits.ts";
import type { KeptRequest } from "../../brandkit/shared-kit.ts";
import { ApiError } from "../api/api-error.ts";
import type { ApiClient } from "../api/client.ts";
import type { PageLocation } from "../deps.ts";
import { type ToastMessage, TOASTS } from "../messages.ts";

/** The query parameter of the share page's 'Make your own' link. */
export const FROM_PARAM = "from";

export type MakeYourOwnDeps = {
  location: () => PageLocation;
  replaceUrl: (url: string) => void;
  api: Pick<ApiClient, "getKit">;
  /** Fills the form in with `request`. */
  fillForm: (request: KeptRequest) => void;
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
    deps.fillForm(shared.request);
    clearFrom();
    deps.notify(TOASTS.draftFilled(shared.kit.selectedName));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      clearFrom();
      deps.notify(TOASTS.kitUnavailable);
    } else deps.notify(TOASTS.draftFailed);
  }
}
