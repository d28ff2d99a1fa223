/**
 * The event page's toasts (issue 28), beside the page's (messages.ts, docs/behaviour.md#toasts): passing the
 * link on, and the owner's actions on the guest list.
 */
import { destructive, plain } from "../messages.ts";

export const EVENT_TOASTS = {
  linkCopied: plain("Link copied!", "Anyone with the link can see this event and answer."),
  privateLinkCopied: plain("Link copied!", "Keep it to yourself: it changes your answer."),
  csvFailed: destructive("Export failed", "The guest list could not be downloaded. Please try again."),
  removeFailed: destructive("Not removed", "The answer could not be removed. Please try again."),
  settingsFailed: destructive("Not saved", "The RSVP settings could not be saved. Please try again."),
} as const;
