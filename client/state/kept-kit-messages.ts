/**
 * The toasts of "Your kits" and 'Make your own' (issue 19). Apart from client/messages.ts because they are
 * shown only by code that loads with the extras, so they stay out of the page's first-load script.
 */
import { message } from "../i18n/translator.ts";
import { destructive, plain } from "../messages.ts";

const NOT_DELETED = message("result.toast.notDeleted.title");

export const KEPT_KIT_TOASTS = {
  /** A kit of 'Your kits' was deleted. */
  kitDeleted: (name: string) =>
    plain(message("result.toast.kitDeleted.title"), message("result.toast.kitDeleted.description", { name })),
  /** The kit to delete had already expired or been deleted (404). */
  kitAlreadyGone: (name: string) =>
    plain(
      message("result.toast.kitAlreadyGone.title"),
      message("result.toast.kitAlreadyGone.description", { name }),
    ),
  /** The kit database is down (503): the entry stays. */
  deleteUnavailable: destructive(NOT_DELETED, message("result.toast.deleteUnavailable.description")),
  /** The server refused this browser's owner token (401, 403). */
  deleteRefused: (name: string) =>
    destructive(NOT_DELETED, message("result.toast.deleteRefused.description", { name })),
  deleteFailed: destructive(NOT_DELETED, message("result.toast.deleteFailed.description")),
  /** 'Make your own' filled the form in from a shared kit. */
  draftFilled: (name: string) =>
    plain(
      message("result.toast.draftFilled.title"),
      message("result.toast.draftFilled.description", { name }),
    ),
  /** 'Make your own' named a kit that has expired, was deleted or never existed. */
  kitUnavailable: plain(
    message("result.toast.kitUnavailable.title"),
    message("result.toast.kitUnavailable.description"),
  ),
  /** 'Make your own' could not load the kit for now (the database is down, the network failed). */
  draftFailed: destructive(
    message("result.toast.draftFailed.title"),
    message("result.toast.draftFailed.description"),
  ),
} as const;
