/**
 * The faces that fill in for the brand faces, by script: Noto families from @fontsource, each split into Unicode
 * subsets (its package's unicode.json) and loaded only when a text needs one of their characters. Data only.
 */

/** A family of the fallback chain: its @fontsource package and the weights it is loaded in. */
export type ScriptFace = {
  family: string;
  /** The @fontsource package name after "@fontsource/". */
  pkg: string;
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
  { family: "Noto Sans JP", pkg: "noto-sans-jp", preferredBy: ["ja"] },
  { family: "Noto Sans SC", pkg: "noto-sans-sc", preferredBy: ["zh", "zh-Hans", "zh-CN", "zh-SG"] },
  { family: "Noto Sans TC", pkg: "noto-sans-tc", preferredBy: ["zh-Hant", "zh-TW", "zh-HK", "zh-MO"] },
  { family: "Noto Sans KR", pkg: "noto-sans-kr", preferredBy: ["ko"] },
];

/** Where the emoji are drawn from: Twemoji's SVGs, one file per emoji sequence. */
export const EMOJI_PACKAGE = "@twemoji/svg";
