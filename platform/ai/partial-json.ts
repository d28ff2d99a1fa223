/**
 * Reads a JSON document that is still arriving: the longest prefix that ends on a complete value, with its open
 * objects and arrays closed. Object streaming sends plain JSON text, so this is how partial objects are shown
 * before the last byte arrives.
 */

const CLOSER = { "{": "}", "[": "]" } as const;

/** The value `text` is the start of, as far as it is complete; undefined when nothing is complete yet. */
export function parsePartialJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not finished yet: find the last complete value below.
  }
  const stack: ("{" | "[")[] = [];
  let inString = false;
  let escaped = false;
  let stringIsKey = false;
  let afterColon = false;
  let inScalar = false;
  let safe: string | undefined;
  const mark = (end: number) => {
    safe = text.slice(0, end) + stack.map((open) => CLOSER[open]).reverse().join("");
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === "\\") escaped = true;
      else if (char === '"') {
        inString = false;
        if (!stringIsKey) mark(index + 1);
      }
      continue;
    }
    if (inScalar && /[\s,\]}]/.test(char)) {
      inScalar = false;
      mark(index);
    }
    if (char === '"') {
      inString = true;
      stringIsKey = stack.at(-1) === "{" && !afterColon;
      afterColon = false;
    } else if (char === "{" || char === "[") {
      stack.push(char);
      afterColon = false;
      mark(index + 1);
    } else if (char === "}" || char === "]") {
      stack.pop();
      mark(index + 1);
    } else if (char === ":") {
      afterColon = true;
    } else if (char === ",") {
      afterColon = false;
    } else if (!/\s/.test(char) && !inScalar) {
      inScalar = true;
      afterColon = false;
    }
  }
  if (safe === undefined) return undefined;
  try {
    return JSON.parse(safe);
  } catch {
    return undefined;
  }
}
