/**
 * Walking a zod schema (v4's `schema._zod.def`) for the strings that first see what a client sent, and naming
 * those that do not carry the rule of text people type (brandkit/typed-text.ts). A pure function over a
 * schema, so the walk itself is tested on small schemas first.
 */
import type { z } from "zod";
import { TYPED_TEXT_RULES } from "../../brandkit/typed-text.ts";

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

/** Types that hold no text: nothing to check in them. */
const NO_TEXT = new Set([
  "number",
  "int",
  "boolean",
  "bigint",
  "enum",
  "literal",
  "null",
  "undefined",
  "void",
  "never",
  "nan",
  "date",
]);

/** Types that wrap one schema and hand it the input as it came. */
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "nonoptional", "readonly", "catch"]);

/** Whether a string schema carries the rule among its checks. */
export function carriesTextRule(schema: Schema): boolean {
  const checks = (schema._zod.def as Def).checks as z.core.$ZodCheck[] | undefined;
  return (checks ?? []).some((check) => TYPED_TEXT_RULES.has(check as z.core.$ZodCheck<string>));
}

/**
 * The paths ("vibes[]", "kit.socialCaptions[]", "design.topLine") of the strings in `schema` that take a
 * client's text without the rule; a type the walk cannot see into (any, unknown, a custom schema) is named too,
 * as "<path> (<type>)". `formats` are strings checked against an alphabet of their own (a hex colour, a
 * language tag, an id): the walk does not enter them, and whoever passes them proves they refuse what the rule
 * refuses. A pipe is entered by its input, or by its output when its input is a transform of anything
 * (z.preprocess): the output of a string's own transform sees only what the string let through.
 */
export function unguardedStrings(schema: Schema, formats: ReadonlySet<Schema> = new Set()): string[] {
  const found: string[] = [];
  const onTheWay = new Set<Schema>();
  const join = (path: string, part: string) => (path ? `${path}.${part}` : part);

  const walk = (node: Schema, path: string): void => {
    if (formats.has(node) || onTheWay.has(node)) return;
    onTheWay.add(node);
    const def = node._zod.def as Def;
    const type = def.type;
    const at = path || "(root)";
    if (type === "string") {
      if (!carriesTextRule(node)) found.push(at);
    } else if (type === "object") {
      for (const [key, value] of Object.entries(def.shape as Record<string, Schema>)) {
        walk(value, join(path, key));
      }
      if (def.catchall) walk(def.catchall as Schema, join(path, "*"));
    } else if (WRAPPERS.has(type)) {
      walk(def.innerType as Schema, path);
    } else if (type === "pipe") {
      const input = def.in as Schema;
      // z.preprocess: a transform of anything first, then the schema that sees what it made.
      walk((input._zod.def.type === "transform" ? def.out : input) as Schema, path);
    } else if (type === "array" || type === "set") {
      walk((def.element ?? def.valueType) as Schema, `${path}[]`);
    } else if (type === "tuple") {
      (def.items as Schema[]).forEach((item, index) => walk(item, `${path}[${index}]`));
      if (def.rest) walk(def.rest as Schema, `${path}[]`);
    } else if (type === "union") {
      for (const option of def.options as Schema[]) walk(option, path);
    } else if (type === "intersection") {
      walk(def.left as Schema, path);
      walk(def.right as Schema, path);
    } else if (type === "record" || type === "map") {
      walk(def.keyType as Schema, join(path, "{key}"));
      walk(def.valueType as Schema, join(path, "*"));
    } else if (type === "lazy") {
      walk((def.getter as () => Schema)(), path);
    } else if (!NO_TEXT.has(type)) {
      found.push(`${at} (${type})`);
    }
    onTheWay.delete(node);
  };

  walk(schema, "");
  return found;
}
