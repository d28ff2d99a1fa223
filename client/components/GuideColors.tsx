/**
 * The Colors tab: each brand colour as a swatch with its hex code and its contrast against white and black.
 */
import { contrastLevel, contrastRatio, formatRatio } from "../../brandkit/mod.ts";

const WHITE = "#FFFFFF";
const BLACK = "#000000";

function Contrast({ color, against, label }: { color: string; against: string; label: string }) {
  const ratio = contrastRatio(color, against);
  const level = contrastLevel(ratio);
  return (
    <li className="contrast">
      {
        /* A specimen of the pairing, drawn by CSS: it shows a failing contrast when the pairing fails, which is
          its point, so it is a picture of text rather than text the page asks anyone to read. */
      }
      <span className="contrast-sample" style={{ background: against, color }} aria-hidden="true" />
      <span>
        {label} <strong>{formatRatio(ratio)}</strong>{" "}
        <span className={`contrast-level contrast-${level.toLowerCase()}`}>{level}</span>
      </span>
    </li>
  );
}

export function GuideColors({ colors }: { colors: readonly string[] }) {
  return (
    <ul className="guide-colors">
      {colors.map((color) => (
        <li key={color} className="guide-color">
          <span className="guide-color-block" style={{ background: color }} aria-hidden="true" />
          <span className="guide-color-hex">{color}</span>
          <ul className="contrasts" aria-label={`Contrast of ${color}`}>
            <Contrast color={color} against={WHITE} label="On white" />
            <Contrast color={color} against={BLACK} label="On black" />
          </ul>
        </li>
      ))}
    </ul>
  );
}
