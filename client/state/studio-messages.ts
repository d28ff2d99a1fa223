/**
 * The studio's toasts (issue 26): an edit that could not be saved, a kit changed elsewhere, 'Keep longer' and
 * 'Delete kit'. Apart from client/messages.ts because only the result view, loaded on demand, shows them.
 */
import { destructive, plain } from "../messages.ts";

export const STUDIO_TOASTS = {
  /** The kept kit moved on elsewhere (409): it was loaded again, and the visitor's last change is not in it. */
  changedElsewhere: destructive(
    "Changed elsewhere",
    "This kit was changed in another tab or browser. It is shown as it is now: make your last change again.",
  ),
  /** An edit failed for a reason that may pass (the network, the server). */
  notSaved: destructive("Not saved", "Your change could not be saved. Please try again."),
  /** The server refused the edit itself (a line of copy it cannot take): its message. */
  refused: (message: string) => destructive("Not saved", message),
  /** The server did not accept this browser's owner token (401, 403). */
  notYours: destructive("Not saved", "The server did not accept this browser's key to this kit."),
  /** 'Keep longer' worked. */
  keptLonger: (date: string) => plain("Kept longer", `This kit and its link are now kept until ${date}.`),
  keepLongerFailed: destructive("Not kept longer", "The kit could not be kept longer. Please try again."),
  /** 'Delete kit' could not even start (the list's code did not load). */
  deleteFailed: destructive("Not deleted", "The kit could not be deleted. Please try again."),
} as const;
