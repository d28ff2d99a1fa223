/**
 * A palette's colours as a short strip of swatches. Decorative: the palette's name beside it says which it is.
 */
export function PaletteStrip({ colors }: { colors: readonly string[] }) {
  return (
    <span className="palette-strip" aria-hidden="true">
      {colors.map((color) => <span key={color} style={{ background: color }} />)}
    </span>
  );
}
