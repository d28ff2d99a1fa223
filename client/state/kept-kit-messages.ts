/**
 * The toasts of "Your kits" and 'Make your own' (issue 19). Apart from client/messages.ts because they are
 * shown only by code that loads with the extras, so they stay out of the page's first-load script.
 */
import { destructive, plain } from "../messages.ts";

export const KEPT_KIT_TOASTS = {
  /** A kit of 'Your kits' was deleted. */
  kitDeleted: (name: string) => plain("Kit deleted", `"${name}" is gone, and its link no longer works.`),
  /** The kit to delete had already expired or been deleted (404). */
  kitAlreadyGone: (name: string) =>
    plain("Already gone", `"${name}" had already expired or been deleted. It is off your list now.`),
  /** The kit database is down (503): the entry stays. */
  deleteUnavailable: destructive("Not deleted", "Kits cannot be deleted right now. Please try again later."),
  /** The server refused this browser's owner token (401, 403). */
  deleteRefused: (name: string) =>
    destructive("Not deleted", `The server did not accept this browser's key to "${name}".`),
  deleteFailed: destructive("Not deleted", "The kit could not be deleted. Please try again."),
  /** 'Make your own' filled the form in from a shared kit. */
  draftFilled: (name: string) =>
    plain(
      "Make your own",
      `The form is filled in from "${name}". Change anything you like, then make your kit.`,
    ),
  /** 'Make your own' named a kit that has expired, was deleted or never existed. */
  kitUnavailable: plain(
    "Kit not available",
    "That kit is no longer available. Start from an empty form instead.",
  ),
  /** 'Make your own' could not load the kit for now (the database is down, the network failed). */
  draftFailed: destructive(
    "Kit not loaded",
    "That kit could not be loaded right now. Please try again later.",
  ),
} as const;
