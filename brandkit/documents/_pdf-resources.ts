/**
 * The resources a converted drawing needs (graphics states, shadings, images, forms), registered in a pdf-lib
 * document under short unique names. One dictionary serves the page and every form drawn on it, so a name
 * means the same thing everywhere.
 */
import { type PDFContext, type PDFDict, PDFName, type PDFObject, PDFRef } from "pdf-lib";

/** Kinds of resource, as PDF names their sub-dictionaries. */
type ResourceKind = "ExtGState" | "Shading" | "XObject" | "ColorSpace";
const PREFIX: Record<ResourceKind, string> = {
  ExtGState: "G",
  Shading: "Sh",
  XObject: "X",
  ColorSpace: "CS",
};

/** Big enough to hold any drawing, in any user space we draw in: a form's bounding box. */
const UNBOUNDED_BOX = [-1e5, -1e5, 1e5, 1e5];

export type PdfResources = {
  context: PDFContext;
  /** The reference to give a page's or a form's /Resources. */
  ref: PDFRef;
  /** Registers `object` and returns its name under `kind`. */
  add(kind: ResourceKind, object: PDFObject): string;
  /** A graphics state with these entries (ca, CA, SMask, ...), one per distinct set. */
  graphicsState(entries: Record<string, unknown>, key?: string): string;
  /** A transparency-group form whose content is `operators`, for soft masks and groups. */
  form(operators: string, colorSpace: "DeviceRGB" | "DeviceGray"): PDFRef;
};

/** A resource dictionary registered in `context`. */
export function createResources(context: PDFContext): PdfResources {
  const dict = context.obj({ ExtGState: {}, Shading: {}, XObject: {}, ColorSpace: {} });
  const ref = context.register(dict);
  const counts: Record<ResourceKind, number> = { ExtGState: 0, Shading: 0, XObject: 0, ColorSpace: 0 };
  const states = new Map<string, string>();

  function add(kind: ResourceKind, object: PDFObject): string {
    const name = `${PREFIX[kind]}${++counts[kind]}`;
    const target = object instanceof PDFRef ? object : context.register(object);
    (dict.get(PDFName.of(kind)) as PDFDict).set(PDFName.of(name), target);
    return name;
  }

  return {
    context,
    ref,
    add,
    graphicsState(entries, key = JSON.stringify(entries)) {
      const known = states.get(key);
      if (known) return known;
      // deno-lint-ignore no-explicit-any
      const name = add("ExtGState", context.obj({ Type: "ExtGState", ...entries } as any));
      states.set(key, name);
      return name;
    },
    form(operators, colorSpace) {
      const stream = context.flateStream(operators, {
        Type: "XObject",
        Subtype: "Form",
        BBox: UNBOUNDED_BOX,
        Group: { Type: "Group", S: "Transparency", CS: colorSpace },
        Resources: ref,
      });
      return context.register(stream);
    },
  };
}
