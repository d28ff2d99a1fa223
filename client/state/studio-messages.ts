/**
 * The studio's toasts (issue 26): an edit that could not be saved, a kit changed elsewhere, 'Keep longer' and
 * 'Delete kit'. Apart from client/messages.ts because only the result view, loaded on demand, shows them.
 */
import { apiErrorMessage } from "../api/api-error.ts";
import { message } from "../i18n/translator.ts";
import { destructive, plain } from "../messages.ts";

const NOT_SAVED = message("result.toast.notSaved.title");

export const STUDIO_TOASTS = {
  /** The kept kit moved on elsewhere (409): it was loaded again, and the visitor's last change is not in it. */
  changedElsewhere: destructive(
    message("result.toast.changedElsewhere.title"),
    message("result.toast.changedElsewhere.description"),
  ),
  /** An edit failed for a reason that may pass (the network, the server). */
  notSaved: destructive(NOT_SAVED, message("result.toast.notSaved.description")),
  /**
   * The server refused the edit itself (a line of copy it cannot take): its message, in the interface's words
   * where the page knows the sentence, else as the server wrote it (apiErrorMessage).
   */
  refused: (error: { code: string; message: string }) => destructive(NOT_SAVED, apiErrorMessage(error)),
  /** The server did not accept this browser's owner token (401, 403). */
  notYours: destructive(NOT_SAVED, message("result.toast.notYours.description")),
  /** 'Keep longer' worked: the kit is kept until `expiresAt` (ISO 8601), said as a date in the page's language. */
  keptLonger: (expiresAt: string) =>
    plain(
      message("result.toast.keptLonger.title"),
      message("result.toast.keptLonger.description", { date: Date.parse(expiresAt) }),
    ),
  keepLongerFailed: destructive(
    message("result.toast.keepLongerFailed.title"),
    message("result.toast.keepLongerFailed.description"),
  ),
  /** 'Delete kit' could not even start (the list's code did not load). */
  deleteFailed: destructive(
    message("result.toast.notDeleted.title"),
    message("result.toast.deleteFailed.description"),
  ),
} as const;
