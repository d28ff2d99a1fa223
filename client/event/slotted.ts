/**
 * A sentence of the interface with an element inside it ("kept with this event until <time>…</time>, then
 * deleted.", "Going: <span dir="auto">Amara</span>"): the message is said with a marker where the element goes,
 * and the element is put there, so each language places it where its own sentence needs it.
 */
import { createElement, Fragment, type ReactNode } from "react";
import type { MessageValues, Translate } from "../i18n/translator.ts";

/** A private-use character: no message and no value holds it. */
const MARK = "\uE000";

/** Message `id` said with `values`, its placeholder `slot` filled with `node`. */
export function sayWith(
  t: Translate,
  id: string,
  values: MessageValues | undefined,
  slot: string,
  node: ReactNode,
): ReactNode {
  const [before = "", ...rest] = t(id, { ...values, [slot]: MARK }).split(MARK);
  const after = rest.join("");
  return createElement(Fragment, null, ...[before, node, after].filter((part) => part !== ""));
}
