/**
 * A toast as the page shows it in English: its title and description said with the English catalog, so a test
 * checks the words of docs/behaviour.md#toasts word for word.
 */
import { say } from "../../client/i18n/translator.ts";
import type { ToastMessage, ToastVariant } from "../../client/messages.ts";
import { interfaceWordsOf } from "../../routes/interface-catalogs.ts";

const { t } = interfaceWordsOf("en");

/** A toast's words, in English. */
export type SaidToast = { title: string; description: string; variant: ToastVariant };

/** `toast` said in English. */
export function inEnglish(toast: ToastMessage): SaidToast {
  return { title: say(t, toast.title), description: say(t, toast.description), variant: toast.variant };
}
