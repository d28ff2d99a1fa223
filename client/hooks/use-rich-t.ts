/**
 * A message with elements inside it: "Kept until {date}" with the date as a <time>, "For {name}" with the name
 * in <strong>, in the kit's language. Each element stands in the sentence where its placeholder does, so every
 * language puts it where its grammar wants it; the other values are said as `t` says them.
 */
import { cloneElement, type ReactElement, type ReactNode } from "react";
import type { MessageValues } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";

/** Private-use characters no message holds: they mark an element's place in the said sentence. */
const OPEN = "\uE000";
const CLOSE = "\uE001";
const PLACE = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`);

/** `id` said with `values`, its `elements` in their placeholders' places: text and elements, to render. */
export type RichTranslate = (
  id: string,
  elements: Readonly<Record<string, ReactElement>>,
  values?: MessageValues,
) => ReactNode[];

/** Says a message with elements inside it. */
export function useRichT(): RichTranslate {
  const t = useT();
  return (id, elements, values) => richly(t(id, { ...values, ...marks(elements) }), elements);
}

function marks(elements: Readonly<Record<string, ReactElement>>): Record<string, string> {
  return Object.fromEntries(Object.keys(elements).map((name) => [name, OPEN + name + CLOSE]));
}

/** The said text split at its marks, each mark replaced by its element. */
function richly(text: string, elements: Readonly<Record<string, ReactElement>>): ReactNode[] {
  return text.split(PLACE).flatMap<ReactNode>((part, index) => {
    if (index % 2 === 0) return part ? [part] : [];
    const element = elements[part];
    return element ? [cloneElement(element, { key: `${part}-${index}` })] : [];
  });
}
