/**
 * A message with elements inside it: "Kept until {date}" with the date as a <time>, "Made with {brandKit}" with a
 * link, "Going: {names}" with the names in their own direction. The message is said with a mark in
 * each element's placeholder, and the element is put where the mark is, so every language places it where its
 * grammar wants it; the other values are said as `t` says them.
 */
import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from "react";
import type { MessageValues, Translate } from "./translator.ts";
import { useT } from "./use-words.ts";

/** The noncharacters U+FFFE and U+FFFF: no message holds them, and the typed-text rule refuses them in values. */
const OPEN = "\uFFFE";
const CLOSE = "\uFFFF";
const PLACE = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`);

/** Message `id` said with `values`, each of `elements` in its placeholder's place: text and elements. */
export function sayRich(
  t: Translate,
  id: string,
  elements: Readonly<Record<string, ReactNode>>,
  values?: MessageValues,
): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, OPEN + name + CLOSE]));
  return t(id, { ...values, ...marks }).split(PLACE).flatMap<ReactNode>((part, index) => {
    if (index % 2 === 0) return part ? [part] : [];
    const node = elements[part];
    const key = `${part}-${index}`;
    return isValidElement(node)
      ? [cloneElement(node as ReactElement, { key })]
      : [createElement(Fragment, { key }, node)];
  });
}

/** sayRich for one element: message `id` with its placeholder `slot` filled with `node`. */
export function sayWith(
  t: Translate,
  id: string,
  values: MessageValues | undefined,
  slot: string,
  node: ReactNode,
): ReactNode {
  return createElement(Fragment, null, ...sayRich(t, id, { [slot]: node }, values));
}

/** `id` said with `values`, its `elements` in their placeholders' places. */
export type RichTranslate = (
  id: string,
  elements: Readonly<Record<string, ReactElement>>,
  values?: MessageValues,
) => ReactNode[];

/** sayRich with the interface's `t`. */
export function useRichT(): RichTranslate {
  const t = useT();
  return (id, elements, values) => sayRich(t, id, elements, values);
}
