/**
 * The Colors tab: every colour the graphics use (guideSwatches: the palette, the tints the designer makes of it,
 * white and black) as a swatch with its hex code, RGB, what it is, and its contrast against white and black. A
 * swatch as light as the page is outlined so it never vanishes into it.
 */
import { contrastLevel, contrastRatio, formatRatio } from "../../brandkit/web.ts";
import { guideSwatches, type Swatch } from "../../brandkit/web.ts";
import type { Translate } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";

const WHITE = "#FFFFFF";
const BLACK = "#000000";
/** A swatch this close to the page (the page is white) is outlined, as in the PDF guide. */
const OUTLINE_CONTRAST = 1.5;

/** What a swatch is, in the interface's words: "Brand colour", "Tint of #E6067A (dark)", "White". */
function swatchName(swatch: Swatch, t: Translate): string {
  switch (swatch.kind) {
    case "palette":
      return t("result.guide.swatchBrand");
    case "tint":
      return swatch.tone === "grey"
        ? t("result.guide.swatchGrey", { parent: swatch.parent })
        : swatch.tone === "dark"
        ? t("result.guide.swatchTintDark", { parent: swatch.parent })
        : t("result.guide.swatchTintLight", { parent: swatch.parent });
    case "neutral":
      return swatch.color === WHITE ? t("result.guide.swatchWhite") : t("result.guide.swatchBlack");
  }
}

function Contrast({ color, against, label }: { color: string; against: string; label: string }) {
  const t = useT();
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
        <span className={`contrast-level contrast-${level.toLowerCase()}`}>
          {level === "Fail" ? t("result.guide.contrastFail") : level}
        </span>
      </span>
    </li>
  );
}

function rgbOf(hex: string): string {
  const value = parseInt(hex.replace("#", ""), 16);
  return `RGB ${(value >> 16) & 255} ${(value >> 8) & 255} ${value & 255}`;
}

function SwatchItem({ swatch }: { swatch: Swatch }) {
  const t = useT();
  const { color } = swatch;
  const outlined = contrastRatio(color, WHITE) < OUTLINE_CONTRAST;
  return (
    <li className={`guide-color guide-color-${swatch.kind}`}>
      <span
        className={outlined ? "guide-color-block guide-color-outlined" : "guide-color-block"}
        style={{ background: color }}
        aria-hidden="true"
      />
      <span className="guide-color-hex">{color}</span>
      <span className="guide-color-name">{swatchName(swatch, t)}</span>
      <span className="guide-color-rgb">{rgbOf(color)}</span>
      <ul className="contrasts" aria-label={t("result.guide.contrastOf", { color })}>
        <Contrast color={color} against={WHITE} label={t("result.guide.onWhite")} />
        <Contrast color={color} against={BLACK} label={t("result.guide.onBlack")} />
      </ul>
    </li>
  );
}

export function GuideColors({ colors }: { colors: readonly string[] }) {
  const t = useT();
  const swatches = guideSwatches({ colors: [...colors] });
  const palette = swatches.filter((swatch) => swatch.kind === "palette");
  const others = swatches.filter((swatch) => swatch.kind !== "palette");
  return (
    <div className="guide-colors-all">
      <ul className="guide-colors" aria-label={t("result.guide.palette")}>
        {palette.map((swatch) => <SwatchItem key={swatch.color} swatch={swatch} />)}
      </ul>
      {others.length > 0 && (
        <>
          <h4 className="guide-tints-heading">{t("result.guide.tintsHeading")}</h4>
          <ul className="guide-colors guide-tints" aria-label={t("result.guide.tints")}>
            {others.map((swatch) => <SwatchItem key={swatch.color} swatch={swatch} />)}
          </ul>
        </>
      )}
    </div>
  );
}
