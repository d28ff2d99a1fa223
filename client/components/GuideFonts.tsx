/**
 * The Fonts tab: each font of the guide shown in its own face ("Poppins Bold" in Poppins at weight 700).
 */

const SAMPLE = "The quick brown fox jumps over the lazy dog";
const ROLES = ["Headlines", "Accents", "Details"];
const BOLD_SUFFIX = / Bold$/;

/** CSS for a font named like the guide names them: "Poppins Bold" is Poppins at 700. */
export function fontFaceOf(name: string): { fontFamily: string; fontWeight: number } {
  const bold = BOLD_SUFFIX.test(name);
  const family = name.replace(BOLD_SUFFIX, "");
  return { fontFamily: `"${family}", ui-sans-serif, system-ui, sans-serif`, fontWeight: bold ? 700 : 400 };
}

export function GuideFonts({ fonts }: { fonts: readonly string[] }) {
  return (
    <ul className="guide-fonts">
      {fonts.map((font, index) => (
        <li key={font} className="guide-font">
          <span className="guide-font-role">{ROLES[index] ?? "Text"}</span>
          <span className="guide-font-name" style={fontFaceOf(font)}>{font}</span>
          <span className="guide-font-sample" style={fontFaceOf(font)}>{SAMPLE}</span>
        </li>
      ))}
    </ul>
  );
}
