/**
 * The faces that fill in for the brand faces, by script: Noto families from Fontsource, each split into Unicode
 * subsets (its package's unicode.json) and loaded only when a text needs one of their characters. Data, and the
 * names of their files.
 */

/** A family of the fallback chain and its Fontsource package. */
export type ScriptFace = {
  family: string;
  /** The package's name after its scope: "noto-sans-jp". */
  pkg: string;
  /**
   * True for a variable face (@fontsource-variable: one WOFF2 per subset with every weight, drawn at the weight
   * it is loaded in): the CJK faces, whose static packages (nine weights, WOFF and WOFF2) would be most of the
   * install. Otherwise a static face (@fontsource: one WOFF per subset and weight).
   */
  variable?: boolean;
  /** Primary language subtags whose text prefers this face where faces overlap (Han: ja, zh, ko). */
  preferredBy?: readonly string[];
};

/**
 * In fallback order. Noto Sans first (Latin with Vietnamese, Greek, Cyrillic, Devanagari), then one face per
 * script. The Han faces overlap: the kit's language moves its own to the front (Japanese forms for ja, Korean
 * for ko, Traditional for zh-TW/zh-HK, Simplified otherwise).
 */
export const SCRIPT_FACES: readonly ScriptFace[] = [
  { family: "Noto Sans", pkg: "noto-sans" },
  { family: "Noto Sans Arabic", pkg: "noto-sans-arabic" },
  { family: "Noto Sans Hebrew", pkg: "noto-sans-hebrew" },
  { family: "Noto Sans Devanagari", pkg: "noto-sans-devanagari" },
  { family: "Noto Sans Thai", pkg: "noto-sans-thai" },
  { family: "Noto Sans JP", pkg: "noto-sans-jp", variable: true, preferredBy: ["ja"] },
  {
    family: "Noto Sans SC",
    pkg: "noto-sans-sc",
    variable: true,
    preferredBy: ["zh", "zh-Hans", "zh-CN", "zh-SG"],
  },
  {
    family: "Noto Sans TC",
    pkg: "noto-sans-tc",
    variable: true,
    preferredBy: ["zh-Hant", "zh-TW", "zh-HK", "zh-MO"],
  },
  { family: "Noto Sans KR", pkg: "noto-sans-kr", variable: true, preferredBy: ["ko"] },
];

/** A script face's package: "@fontsource/noto-sans", "@fontsource-variable/noto-sans-jp". */
export function packageOf(face: ScriptFace): string {
  return `${face.variable ? "@fontsource-variable" : "@fontsource"}/${face.pkg}`;
}

/** The file of one of a face's subsets ("5" of "[5]", "arabic") that has `weight`. */
export function scriptFaceFile(face: ScriptFace, subset: string, weight: number): string {
  return face.variable
    ? `${packageOf(face)}/files/${face.pkg}-${subset}-wght-normal.woff2`
    : `${packageOf(face)}/files/${face.pkg}-${subset}-${weight}-normal.woff`;
}

/** Where the emoji are drawn from: Twemoji's SVGs, one file per emoji sequence. */
export const EMOJI_PACKAGE = "@twemoji/svg";
