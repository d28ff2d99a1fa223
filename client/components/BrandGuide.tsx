/**
 * Section 5, Brand Guide, with tabs Colors, Fonts and Guidelines (Do's and Don'ts).
 */
import type { BrandGuide as Guide } from "../../brandkit/web.ts";
import { GuideColors } from "./GuideColors.tsx";
import { GuideFonts } from "./GuideFonts.tsx";
import { GuideRules } from "./GuideRules.tsx";
import { Tabs } from "./Tabs.tsx";

export function BrandGuide({ guide }: { guide: Guide }) {
  return (
    <Tabs
      label="Brand guide"
      className="guide-tabs"
      tabs={[
        { id: "colors", label: "Colors", content: <GuideColors colors={guide.colors} /> },
        { id: "fonts", label: "Fonts", content: <GuideFonts fonts={guide.fonts} /> },
        {
          id: "guidelines",
          label: "Guidelines",
          content: <GuideRules dos={guide.dos} donts={guide.donts} />,
        },
      ]}
    />
  );
}
