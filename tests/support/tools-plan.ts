/**
 * What the set-up of the services and browser tests does (ensure-tools.ts), decided from what this machine has:
 * the Debian packages a tier lacks, then nothing to do, an install (as root, with apt-get), or a stop with the
 * exact command to run. The unit tier needs none of it.
 */

/** The tiers that start system tools. */
export type ToolTier = "services" | "e2e";

/** tesseract's languages the OCR read-back reads (tests/brandkit/render/scripts-ocr.test.ts), one per script. */
export const OCR_LANGUAGES = [
  "vie",
  "rus",
  "ell",
  "ara",
  "heb",
  "hin",
  "tha",
  "jpn",
  "chi_sim",
  "chi_tra",
  "kor",
] as const;

/** What this machine has of the tools (system-tools.ts looks). */
export type FoundTools = {
  chromium: boolean;
  /** fontconfig's fc-list, which tells whether a CJK face is installed. */
  fontList: boolean;
  /** A face with Japanese (and so Chinese and Korean) glyphs, as fontconfig lists them. */
  cjkFont: boolean;
  redis: boolean;
  nginx: boolean;
  /** initdb and pg_ctl. */
  postgres: boolean;
  tesseract: boolean;
  /** The languages `tesseract --list-langs` lists. */
  ocrLanguages: ReadonlySet<string>;
};

/** Each Debian package a tier needs, with how to tell it is there, in install order. */
const PACKAGES: ReadonlyArray<{ tier: ToolTier; name: string; present: (found: FoundTools) => boolean }> = [
  { tier: "e2e", name: "chromium", present: (found) => found.chromium },
  { tier: "e2e", name: "fontconfig", present: (found) => found.fontList },
  // The pages bring Latin faces only; the screenshots of Chinese, Japanese and Korean kits need the system's.
  { tier: "e2e", name: "fonts-noto-cjk", present: (found) => found.cjkFont },
  { tier: "services", name: "redis-server", present: (found) => found.redis },
  { tier: "services", name: "nginx", present: (found) => found.nginx },
  { tier: "services", name: "postgresql", present: (found) => found.postgres },
  { tier: "services", name: "tesseract-ocr", present: (found) => found.tesseract },
  ...OCR_LANGUAGES.map((language) => ({
    tier: "services" as const,
    name: `tesseract-ocr-${language.replace("_", "-")}`,
    present: (found: FoundTools) => found.ocrLanguages.has(language),
  })),
];

/** The services each package starts when installed; the tests start their own, on loopback ports. */
const STARTED_BY_INSTALL: Readonly<Record<string, string>> = {
  "redis-server": "redis-server",
  nginx: "nginx",
  postgresql: "postgresql",
};

/** The Debian packages `tiers` need and this machine lacks, in install order. */
export function missingPackages(tiers: readonly ToolTier[], found: FoundTools): string[] {
  return PACKAGES.filter((wanted) => tiers.includes(wanted.tier) && !wanted.present(found)).map(({ name }) =>
    name
  );
}

/** A command to run; one that `mayFail` (stopping a service that is not running) is not an error. */
export type Step = { command: string[]; env?: Record<string, string>; mayFail?: boolean };

export type ToolPlan =
  | { action: "none" }
  | { action: "install"; packages: string[]; steps: Step[] }
  | { action: "stop"; message: string };

/** How this machine can install packages. */
export type Machine = { root: boolean; apt: boolean };

/** The command a person runs to install `packages` on Debian. */
export function installCommand(packages: readonly string[]): string {
  return `sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`;
}

/**
 * What to do about `missing` packages: nothing when none are; apt-get update then install, and stop the services
 * the install started, when root with apt-get; otherwise stop at once, saying what to run.
 */
export function planTools(missing: readonly string[], machine: Machine): ToolPlan {
  if (missing.length === 0) return { action: "none" };
  const lacking = `The services and browser tests need system tools this machine lacks (Debian packages: ${
    missing.join(", ")
  }).`;
  const unitTier = "`deno task test:unit` needs none of them.";
  if (!machine.apt) {
    return {
      action: "stop",
      message:
        `${lacking}\nThis machine has no apt-get: install the same tools with its package manager, then run ` +
        `the tests again. ${unitTier}`,
    };
  }
  if (!machine.root) {
    return {
      action: "stop",
      message: `${lacking}\nInstall them, then run the tests again:\n\n  ${
        installCommand(missing)
      }\n\n${unitTier}`,
    };
  }
  const services = missing.flatMap((name) => STARTED_BY_INSTALL[name] ?? []);
  return {
    action: "install",
    packages: [...missing],
    steps: [
      { command: ["apt-get", "update", "-qq"] },
      {
        command: ["apt-get", "install", "-y", "-qq", ...missing],
        env: { DEBIAN_FRONTEND: "noninteractive" },
      },
      ...services.flatMap((service) => [
        { command: ["systemctl", "stop", service], mayFail: true },
        { command: ["service", service, "stop"], mayFail: true },
      ]),
    ],
  };
}
