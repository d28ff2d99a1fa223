import { describe, expect, it } from "vitest";
import { type FoundTools, installCommand, missingPackages, OCR_LANGUAGES, planTools } from "./tools-plan.ts";

const EVERYTHING: FoundTools = {
  chromium: true,
  fontList: true,
  cjkFont: true,
  redis: true,
  nginx: true,
  postgres: true,
  tesseract: true,
  ocrLanguages: new Set(["eng", "osd", ...OCR_LANGUAGES]),
};

const NOTHING: FoundTools = {
  chromium: false,
  fontList: false,
  cjkFont: false,
  redis: false,
  nginx: false,
  postgres: false,
  tesseract: false,
  ocrLanguages: new Set(),
};

const OCR_PACKS = [
  "tesseract-ocr-vie",
  "tesseract-ocr-rus",
  "tesseract-ocr-ell",
  "tesseract-ocr-ara",
  "tesseract-ocr-heb",
  "tesseract-ocr-hin",
  "tesseract-ocr-tha",
  "tesseract-ocr-jpn",
  "tesseract-ocr-chi-sim",
  "tesseract-ocr-chi-tra",
  "tesseract-ocr-kor",
];

describe("the packages the tests lack", () => {
  it("are none on a machine with every tool", () => {
    expect(missingPackages(["services", "e2e"], EVERYTHING)).toEqual([]);
  });

  it("are every package of both tiers on a bare machine, in install order", () => {
    expect(missingPackages(["services", "e2e"], NOTHING)).toEqual([
      "chromium",
      "fontconfig",
      "fonts-noto-cjk",
      "redis-server",
      "nginx",
      "postgresql",
      "tesseract-ocr",
      ...OCR_PACKS,
    ]);
  });

  it("are only the browser's for the e2e tier", () => {
    expect(missingPackages(["e2e"], NOTHING)).toEqual(["chromium", "fontconfig", "fonts-noto-cjk"]);
  });

  it("are only the services' for the services tier", () => {
    expect(missingPackages(["services"], NOTHING)).not.toContain("chromium");
    expect(missingPackages(["services"], NOTHING)).toContain("redis-server");
  });

  it("name the language packs tesseract lacks, in Debian's spelling", () => {
    const found = {
      ...EVERYTHING,
      ocrLanguages: new Set(["eng", "vie", "rus", "ell", "ara", "heb", "hin", "tha"]),
    };
    expect(missingPackages(["services"], found)).toEqual([
      "tesseract-ocr-jpn",
      "tesseract-ocr-chi-sim",
      "tesseract-ocr-chi-tra",
      "tesseract-ocr-kor",
    ]);
  });

  it("name a CJK face when fontconfig lists none", () => {
    expect(missingPackages(["e2e"], { ...EVERYTHING, cjkFont: false })).toEqual(["fonts-noto-cjk"]);
  });

  it("name each server on its own", () => {
    expect(missingPackages(["services"], { ...EVERYTHING, redis: false })).toEqual(["redis-server"]);
    expect(missingPackages(["services"], { ...EVERYTHING, nginx: false })).toEqual(["nginx"]);
    expect(missingPackages(["services"], { ...EVERYTHING, postgres: false })).toEqual(["postgresql"]);
    expect(missingPackages(["services"], { ...EVERYTHING, tesseract: false })).toEqual(["tesseract-ocr"]);
  });
});

describe("the set-up's plan", () => {
  it("does nothing when nothing is missing, as root or not", () => {
    expect(planTools([], { root: true, apt: true })).toEqual({ action: "none" });
    expect(planTools([], { root: false, apt: false })).toEqual({ action: "none" });
  });

  it("installs as root with apt-get: apt-get update, then apt-get install of the missing packages", () => {
    const plan = planTools(["chromium", "fonts-noto-cjk"], { root: true, apt: true });
    expect(plan).toEqual({
      action: "install",
      packages: ["chromium", "fonts-noto-cjk"],
      steps: [
        { command: ["apt-get", "update", "-qq"] },
        {
          command: ["apt-get", "install", "-y", "-qq", "chromium", "fonts-noto-cjk"],
          env: { DEBIAN_FRONTEND: "noninteractive" },
        },
      ],
    });
  });

  it("stops the services an install started, letting each stop fail, since the tests start their own", () => {
    const plan = planTools(["redis-server", "nginx", "postgresql", "tesseract-ocr"], {
      root: true,
      apt: true,
    });
    expect(plan.action).toBe("install");
    const stops = plan.action === "install" ? plan.steps.slice(2) : [];
    expect(stops).toEqual([
      { command: ["systemctl", "stop", "redis-server"], mayFail: true },
      { command: ["service", "redis-server", "stop"], mayFail: true },
      { command: ["systemctl", "stop", "nginx"], mayFail: true },
      { command: ["service", "nginx", "stop"], mayFail: true },
      { command: ["systemctl", "stop", "postgresql"], mayFail: true },
      { command: ["service", "postgresql", "stop"], mayFail: true },
    ]);
  });

  it("stops at once without root, with the exact command to run and the tier that needs none of it", () => {
    const plan = planTools(["redis-server", "tesseract-ocr-chi-tra"], { root: false, apt: true });
    expect(plan.action).toBe("stop");
    const message = plan.action === "stop" ? plan.message : "";
    expect(message).toContain("Debian packages: redis-server, tesseract-ocr-chi-tra");
    expect(message).toContain(
      "\n  sudo apt-get update && sudo apt-get install -y redis-server tesseract-ocr-chi-tra\n",
    );
    expect(message).toContain("`deno task test:unit` needs none of them.");
  });

  it("stops at once without apt-get, even as root, naming the Debian packages to find equivalents of", () => {
    const plan = planTools(["nginx"], { root: true, apt: false });
    expect(plan.action).toBe("stop");
    const message = plan.action === "stop" ? plan.message : "";
    expect(message).toContain("Debian packages: nginx");
    expect(message).toContain("no apt-get");
    expect(message).not.toContain("sudo");
  });

  it("writes the install command a person runs", () => {
    expect(installCommand(["chromium", "nginx"])).toBe(
      "sudo apt-get update && sudo apt-get install -y chromium nginx",
    );
  });
});

describe("CI's own install (.ci/run)", () => {
  it("installs every package the tiers need, the same list the test command would install", () => {
    const script = Deno.readTextFileSync(new URL("../../.ci/run", import.meta.url));
    const listed = script.match(/^PACKAGES=\(([\s\S]*?)^\)/m)?.[1].split(/\s+/).filter(Boolean) ?? [];
    expect(listed).toEqual(missingPackages(["services", "e2e"], NOTHING));
  });
});
