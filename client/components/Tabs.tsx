/**
 * Accessible tabs (WAI-ARIA tabs pattern): a tablist whose arrow keys (mirrored right to left), Home and End
 * move between tabs, each
 * tab controlling its panel. Ids come from useId, so server and browser agree on them.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useWords } from "../i18n/use-words.ts";

export type TabSpec = { id: string; label: string; content: ReactNode };

export type TabsProps = {
  /** Names the tablist for assistive technology. */
  label: string;
  tabs: readonly TabSpec[];
  /** The tab shown first. @default the first tab */
  initial?: string;
  className?: string;
};

type Step = (index: number, count: number) => number;
const next: Step = (index, count) => (index + 1) % count;
const previous: Step = (index, count) => (index - 1 + count) % count;

/** The keys' steps: the arrow that points forward in the reading direction goes to the next tab. */
const KEY_STEPS: Readonly<Record<"ltr" | "rtl", Readonly<Record<string, Step>>>> = {
  ltr: { ArrowRight: next, ArrowLeft: previous, Home: () => 0, End: (_index, count) => count - 1 },
  rtl: { ArrowLeft: next, ArrowRight: previous, Home: () => 0, End: (_index, count) => count - 1 },
};

export function Tabs({ label, tabs, initial, className }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(initial ?? tabs[0].id);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const { direction } = useWords();
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = KEY_STEPS[direction][event.key];
    if (!step) return;
    event.preventDefault();
    const chosen = step(index, tabs.length);
    setSelected(tabs[chosen].id);
    buttons.current[chosen]?.focus();
  };

  return (
    <div className={className ? `tabs ${className}` : "tabs"}>
      <div role="tablist" aria-label={label} className="tab-list">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="tab"
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="tab-panel"
        >
          {tab.id === selected && tab.content}
        </div>
      ))}
    </div>
  );
}
