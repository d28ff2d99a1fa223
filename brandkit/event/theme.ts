/**
 * The event page's colours (issue 28), from the kit's palette, held to the graphics' rule: every text colour
 * reads at 4.5:1 (WCAG AA) or better against the colour behind it. Ink comes from the palette when one of its
 * colours reads on the background, else near-black or white, else pure black or white (one of which always
 * reaches 4.5:1).
 */
import { CONTRAST_AA, contrastRatio } from "../palettes/contrast.ts";

/** The page's colours, each pair (`x` and `xInk`) readable. */
export type EventTheme = {
  /** The page's background: a light wash of the brand's first colour. */
  page: string;
  /** Text on `page`. */
  pageInk: string;
  /** The hero band behind the event's name: the brand's first colour. */
  hero: string;
  /** Text on `hero`. */
  heroInk: string;
  /** Buttons: a brand colour. */
  accent: string;
  /** Text on `accent`. */
  accentInk: string;
  /** Links and small accents on white cards: the first brand colour that reads on white, or near-black. */
  link: string;
};

const WHITE = "#ffffff";
const NEAR_BLACK = "#16121c";
const BLACK = "#000000";
/** How much of the first colour tints the page's background (the rest is white). */
const PAGE_WASH = 0.1;

function channels(hex: string): [number, number, number] {
  const digits = hex.replace(/^#/, "");
  const six = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return [0, 2, 4].map((start) => parseInt(six.slice(start, start + 2), 16)) as [number, number, number];
}

/** `hex` mixed with white: `amount` of it, the rest white. */
export function wash(hex: string, amount: number): string {
  return `#${
    channels(hex).map((value) => Math.round(255 - (255 - value) * amount).toString(16).padStart(2, "0")).join(
      "",
    )
  }`;
}

/**
 * A text colour that reads on `background` at 4.5:1 or better: the palette's colour with the most contrast when
 * it reaches that, else near-black or white, whichever reads best, else pure black or white.
 */
export function readableInk(background: string, palette: readonly string[] = []): string {
  const best = (candidates: readonly string[]) =>
    candidates.reduce<string | undefined>(
      (found, color) =>
        contrastRatio(color, background) >= CONTRAST_AA &&
          (!found || contrastRatio(color, background) > contrastRatio(found, background))
          ? color
          : found,
      undefined,
    );
  return best(palette) ?? best([NEAR_BLACK, WHITE]) ??
    (contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE);
}

/** The theme of a kit whose colours are `colors`, best first. */
export function eventTheme(colors: readonly string[]): EventTheme {
  const palette = colors.map((color) => color.toLowerCase());
  const hero = palette[0] ?? NEAR_BLACK;
  const others = palette.slice(1);
  // The button is the palette's second colour when there is one that differs, so it stands out of the hero.
  const accent = others.find((color) => color !== hero) ?? hero;
  const page = wash(hero, PAGE_WASH);
  const link = palette.find((color) => contrastRatio(color, WHITE) >= CONTRAST_AA) ?? NEAR_BLACK;
  return {
    page,
    pageInk: readableInk(page, palette),
    hero,
    heroInk: readableInk(hero, palette),
    accent,
    accentInk: readableInk(accent, palette),
    link,
  };
}
