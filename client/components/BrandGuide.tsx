/**
 * Section 5, Brand Guide, with tabs Colors, Fonts and Guidelines (Do's and Don'ts).
 */
import type { BrandGuide as Guide } from "../../brandkit/web.ts";
import { useT } from "../i18n/use-words.ts";
import { GuideColors } from "./GuideColors.tsx";
import { GuideFonts } from "./GuideFonts.tsx";
import { GuideRules } from "./GuideRules.tsx";
import { Tabs } from "./Tabs.tsx";

export function BrandGuide({ guide }: { guide: Guide }) {
  const t = useT();
  return (
    <Tabs
      label={t("result.guide.label")}
      className="guide-tabs"
      tabs={[
        { id: "colors", label: t("result.guide.colors"), content: <GuideColors colors={guide.colors} /> },
        { id: "fonts", label: t("result.guide.fonts"), content: <GuideFonts fonts={guide.fonts} /> },
        {
          id: "guidelines",
          label: t("result.guide.guidelines"),
          content: <GuideRules dos={guide.dos} donts={guide.donts} />,
        },
      ]}
    />
  );
}
