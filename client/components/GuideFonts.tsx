/**
 * The Fonts tab: each font of the guide shown in its own face ("Poppins Bold" in Poppins at weight 700), with
 * what it is for and a sample line in the interface's words.
 */
import { useT } from "../i18n/use-words.ts";

/** What each font is for, in the guide's order; a font past them is for "Text". */
const ROLES = ["result.guide.fontHeadlines", "result.guide.fontAccents", "result.guide.fontDetails"];
const BOLD_SUFFIX = / Bold$/;

/** CSS for a font named like the guide names them: "Poppins Bold" is Poppins at 700. */
export function fontFaceOf(name: string): { fontFamily: string; fontWeight: number } {
  const bold = BOLD_SUFFIX.test(name);
  const family = name.replace(BOLD_SUFFIX, "");
  return { fontFamily: `"${family}", ui-sans-serif, system-ui, sans-serif`, fontWeight: bold ? 700 : 400 };
}

export function GuideFonts({ fonts }: { fonts: readonly string[] }) {
  const t = useT();
  const sample = t("result.guide.fontSample");
  return (
    <ul className="guide-fonts">
      {fonts.map((font, index) => (
        <li key={font} className="guide-font">
          <span className="guide-font-role">{t(ROLES[index] ?? "result.guide.fontText")}</span>
          <span className="guide-font-name" style={fontFaceOf(font)}>{font}</span>
          <span className="guide-font-sample" style={fontFaceOf(font)}>{sample}</span>
        </li>
      ))}
    </ul>
  );
}
