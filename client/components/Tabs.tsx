/**
 * Accessible tabs (WAI-ARIA tabs pattern): a tablist whose arrow keys, Home and End move between tabs, each
 * tab controlling its panel. Ids come from useId, so server and browser agree on them.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export type TabSpec = { id: string; label: string; content: ReactNode };

export type TabsProps = {
  /** Names the tablist for assistive technology. */
  label: string;
  tabs: readonly TabSpec[];
  /** The tab shown first. @default the first tab */
  initial?: string;
  className?: string;
};

const KEY_STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function Tabs({ label, tabs, initial, className }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(initial ?? tabs[0].id);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    setSelected(tabs[next].id);
    buttons.current[next]?.focus();
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
