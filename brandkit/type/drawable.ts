/**
 * The check that keeps holes out of the graphics: every character of the text a kit will draw (the visitor's
 * name and place, a name picked to regenerate with, and the design's top line and details line) must be drawable by some face of the type engine. One
 * that is not is refused before any work is done, with its own code and a message that names it.
 */
import { BrandKitError, ErrorCode, type ValidationIssue } from "../errors.ts";

/** What the check needs of the type engine's font library (brandkit/type): which clusters nothing draws. */
export type UndrawableFinder = { undrawable(texts: Iterable<string>): Promise<string[]> };

/** The design's own lines (issue 26): the top line and the details line, drawn on every graphic. */
export type DesignLines = { topLine?: string; details?: string };

/** The fields of a request (a GenerationRequest, schemas.ts) that its graphics draw. */
export type DrawnRequest = { customEventName?: string; eventLocation?: string; design?: DesignLines };

/**
 * Refuses a request (and a regeneration's name, and a design's lines) with text no font can draw:
 * UNSUPPORTED_CHARACTER. The request's own design choice is checked with it.
 */
export type DrawableCheck = (
  request: DrawnRequest,
  name?: string,
  design?: DesignLines,
) => Promise<void>;

/** "'𓀀' (U+13000)": a cluster with its code points, so an invisible or look-alike character is still named. */
export function describeCharacter(cluster: string): string {
  const codes = [...cluster].map((char) =>
    `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`
  );
  return `'${cluster}' (${codes.join(" ")})`;
}

/** The check over a font library. */
export function createDrawableCheck(fonts: UndrawableFinder): DrawableCheck {
  return async (request, name, design) => {
    const lines = { ...request.design, ...design };
    const fields: Array<[string, string | undefined]> = [
      ["customEventName", request.customEventName],
      ["eventLocation", request.eventLocation],
      ["name", name],
      ["design.topLine", lines.topLine],
      ["design.details", lines.details],
    ];
    const issues: ValidationIssue[] = [];
    for (const [path, text] of fields) {
      if (!text) continue;
      // The layouts set names and places in capitals too, where a letter may become others (Greek drops its
      // accents, "ŉ" becomes "ʼN"): every form drawn must be drawable.
      const capitals = text.toLocaleUpperCase(/\p{Script=Greek}/u.test(text) ? "el" : undefined);
      const missing = await fonts.undrawable([text, capitals]);
      if (missing.length === 0) continue;
      const listed = missing.slice(0, 3).map(describeCharacter).join(", ");
      issues.push({
        path,
        message: `${path} has ${
          missing.length === 1 ? "a character" : "characters"
        } no font can draw: ${listed}`,
      });
    }
    if (issues.length === 0) return;
    throw new BrandKitError(
      ErrorCode.UNSUPPORTED_CHARACTER,
      `${issues[0].message}. Remove or replace it and try again.`,
      { issues },
    );
  };
}
