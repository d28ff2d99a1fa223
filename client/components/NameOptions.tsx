/**
 * Section 1, Event Name Options: a button per name. The current one says 'Currently selected'; clicking
 * another regenerates the graphics for it and says 'Regenerating...' meanwhile (spec §2.2, §4). While a kit
 * is generating or a rate limit is active the buttons are marked disabled but stay focusable, so a click
 * still explains why nothing happens. On a share page (readOnly) the names are shown, not offered: no buttons.
 */
import type { KitResult } from "../../brandkit/mod.ts";
import { useKitState, useServices } from "../app-context.ts";
import { copyLangProps } from "../copy-lang.ts";
import { secondsLeft } from "../state/kit-store.ts";
import { Spinner } from "./Spinner.tsx";

export type NameOptionsProps = {
  kit: KitResult;
  /** A share page's: the names as plain text, the selected one marked. @default false */
  readOnly?: boolean;
};

export function NameOptions({ kit, readOnly = false }: NameOptionsProps) {
  const { kit: store } = useServices();
  const state = useKitState();
  const unavailable = state.busy || state.regenerating !== null || secondsLeft(state) > 0;
  const lang = copyLangProps(kit.language);
  return (
    <ul className="name-options">
      {kit.eventNames.map((name) => {
        const selected = name === kit.selectedName;
        const regenerating = name === state.regenerating;
        if (readOnly) {
          return (
            <li
              key={name}
              className={`name-option name-option-static${selected ? " name-option-selected" : ""}`}
            >
              <span className="name-option-name" {...lang}>{name}</span>
              {selected && <span className="name-option-status">Currently selected</span>}
            </li>
          );
        }
        return (
          <li key={name}>
            <button
              type="button"
              className={`name-option${selected ? " name-option-selected" : ""}`}
              aria-pressed={selected}
              aria-disabled={unavailable || undefined}
              onClick={() => void store.regenerate(name)}
            >
              <span className="name-option-name" {...lang}>{name}</span>
              {regenerating
                ? (
                  <span className="name-option-status">
                    <Spinner size={14} />
                    Regenerating...
                  </span>
                )
                : selected
                ? <span className="name-option-status">Currently selected</span>
                : <span className="name-option-hint">Use this name</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
