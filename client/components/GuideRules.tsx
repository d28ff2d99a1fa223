/**
 * The Guidelines tab: the guide's Do's and Don'ts side by side.
 */
import { Icon } from "./Icon.tsx";

export function GuideRules({ dos, donts }: { dos: readonly string[]; donts: readonly string[] }) {
  return (
    <div className="guide-rules">
      <div className="guide-rule-list guide-dos">
        <h4>Do's</h4>
        <ul>
          {dos.map((rule) => (
            <li key={rule}>
              <Icon name="check" size={16} />
              {rule}
            </li>
          ))}
        </ul>
      </div>
      <div className="guide-rule-list guide-donts">
        <h4>Don'ts</h4>
        <ul>
          {donts.map((rule) => (
            <li key={rule}>
              <Icon name="x" size={16} />
              {rule}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
