/**
 * The event page's toasts (issue 28), beside the page's (messages.ts, docs/behaviour.md#toasts): passing the
 * link on, and the owner's actions on the guest list. Their words are messages of the `event` catalog, said by
 * the toast area when it shows them.
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
} as const;
