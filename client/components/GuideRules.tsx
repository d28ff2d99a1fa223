/**
 * The Guidelines tab: the guide's Do's and Don'ts side by side. Every kit's guide has the same fixed ones, in
 * English (brandkit/languages/file-words/guide-lines.ts): the page says them in the interface's words, as the
 * kit's files say them in the kit's (file-words). A rule that is not one of them is shown as it is.
 */
import { GUIDE_DONTS, GUIDE_DOS } from "../../brandkit/web.ts";
import type { Translate } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import { Icon } from "./Icon.tsx";

/** The messages of the fixed dos, in GUIDE_DOS' order. */
const DO_MESSAGES = ["result.guide.do1", "result.guide.do2", "result.guide.do3", "result.guide.do4"];
/** The messages of the fixed don'ts, in GUIDE_DONTS' order. */
const DONT_MESSAGES = [
  "result.guide.dont1",
  "result.guide.dont2",
  "result.guide.dont3",
  "result.guide.dont4",
];

/** `rule` in the interface's words when it is one of `fixed`; as it is otherwise. */
function ruleIn(rule: string, fixed: readonly string[], messages: readonly string[], t: Translate): string {
  const id = messages[fixed.indexOf(rule)];
  return id ? t(id) : rule;
}

export function GuideRules({ dos, donts }: { dos: readonly string[]; donts: readonly string[] }) {
  const t = useT();
  return (
    <div className="guide-rules">
      <div className="guide-rule-list guide-dos">
        <h4>{t("result.guide.dos")}</h4>
        <ul>
          {dos.map((rule) => (
            <li key={rule}>
              <Icon name="check" size={16} />
              {ruleIn(rule, GUIDE_DOS, DO_MESSAGES, t)}
            </li>
          ))}
        </ul>
      </div>
      <div className="guide-rule-list guide-donts">
        <h4>{t("result.guide.donts")}</h4>
        <ul>
          {donts.map((rule) => (
            <li key={rule}>
              <Icon name="x" size={16} />
              {ruleIn(rule, GUIDE_DONTS, DONT_MESSAGES, t)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
