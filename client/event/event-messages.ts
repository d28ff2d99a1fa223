/**
 * The event page's toasts (issue 28), beside the page's (messages.ts, docs/behaviour.md#toasts): passing the
 * link on, and the owner's actions on the guest list and at the door (issue 39). Their words are messages of the
 * `event` catalog, said by the toast area when it shows them.
 */
import { message } from "../i18n/translator.ts";
import { destructive, plain } from "../messages.ts";

export const EVENT_TOASTS = {
  linkCopied: plain(
    message("event.toast.linkCopied.title"),
    message("event.toast.linkCopied.description"),
  ),
  privateLinkCopied: plain(
    message("event.toast.privateLinkCopied.title"),
    message("event.toast.privateLinkCopied.description"),
  ),
  csvFailed: destructive(
    message("event.toast.csvFailed.title"),
    message("event.toast.csvFailed.description"),
  ),
  removeFailed: destructive(
    message("event.toast.removeFailed.title"),
    message("event.toast.removeFailed.description"),
  ),
  settingsFailed: destructive(
    message("event.toast.settingsFailed.title"),
    message("event.toast.settingsFailed.description"),
  ),
  // The door (issue 39): the door list's PDF, and the co-hosts who help check guests in.
  doorListFailed: destructive(
    message("event.toast.doorListFailed.title"),
    message("event.toast.doorListFailed.description"),
  ),
  cohostLinkCopied: plain(
    message("event.toast.cohostLinkCopied.title"),
    message("event.toast.cohostLinkCopied.description"),
  ),
  cohostFailed: destructive(
    message("event.toast.cohostFailed.title"),
    message("event.toast.cohostFailed.description"),
  ),
  revokeFailed: destructive(
    message("event.toast.revokeFailed.title"),
    message("event.toast.revokeFailed.description"),
  ),
} as const;
