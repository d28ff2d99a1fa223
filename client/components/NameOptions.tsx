/**
 * Section 1, Event Name Options: a button per name. The current one says 'Currently selected'; clicking
 * another regenerates the graphics for it and says 'Regenerating...' meanwhile
 * (docs/behaviour.md#the-result). While a kit is generating or a rate limit is active the buttons are marked
 * disabled but stay focusable, so a click still explains why nothing happens. On a share page (readOnly) the
 * names are shown, not offered: no buttons. For the kit's owner (issue 26) each name has 'Edit' beside it,
 * which renames the option in place.
 */
import type { KitResult } from "../../brandkit/web.ts";
import { useKitState, useServices } from "../app-context.ts";
import { copyLangProps } from "../copy-lang.ts";
import { useInlineEditing } from "../hooks/use-inline-editing.ts";
import { useT } from "../i18n/use-words.ts";
import { secondsLeft } from "../state/kit-page-store.ts";
import { EditButton, InlineEditor } from "./InlineEditor.tsx";
import { Spinner } from "./Spinner.tsx";

/** The longest name an option may be given (the server's limit). */
const NAME_MAX_LENGTH = 80;

export type NameOptionsProps = {
  kit: KitResult;
  /** A share page's: the names as plain text, the selected one marked. @default false */
  readOnly?: boolean;
  /** Saves the names with one renamed; without it they cannot be renamed. */
  onRename?: (names: string[]) => void;
  /** Another change of the kit is being saved: choosing a name waits. @default false */
  saving?: boolean;
};

export function NameOptions({ kit, readOnly = false, onRename, saving = false }: NameOptionsProps) {
  const { kit: store } = useServices();
  const state = useKitState();
  const editing = useInlineEditing();
  const t = useT();
  const unavailable = state.busy || state.regenerating !== null || secondsLeft(state) > 0 || saving;
  const lang = copyLangProps(kit.language);
  return (
    <ul className="name-options">
      {kit.eventNames.map((name, index) => {
        const selected = name === kit.selectedName;
        const regenerating = name === state.regenerating;
        if (readOnly) {
          return (
            <li
              key={name}
              className={`name-option name-option-static${selected ? " name-option-selected" : ""}`}
            >
              <span className="name-option-name" {...lang}>{name}</span>
              {selected && <span className="name-option-status">{t("result.names.selected")}</span>}
            </li>
          );
        }
        const key = String(index);
        const number = index + 1;
        if (onRename && editing.editing === key) {
          return (
            <li key={key} className="name-option name-option-editing">
              <InlineEditor
                label={t("result.names.option", { n: number })}
                value={name}
                maxLength={NAME_MAX_LENGTH}
                lang={lang}
                onSave={(text) => {
                  onRename(kit.eventNames.map((kept, at) => (at === index ? text : kept)));
                  editing.stop();
                }}
                onCancel={editing.stop}
              />
            </li>
          );
        }
        return (
          <li key={onRename ? key : name} className={onRename ? "name-option-item" : undefined}>
            <button
              type="button"
              className={`name-option${selected ? " name-option-selected" : ""}`}
              aria-pressed={selected}
              aria-disabled={unavailable || undefined}
              onClick={() => saving || void store.regenerate(name)}
            >
              <span className="name-option-name" {...lang}>{name}</span>
              {regenerating
                ? (
                  <span className="name-option-status">
                    <Spinner size={14} />
                    {t("result.names.regenerating")}
                  </span>
                )
                : selected
                ? <span className="name-option-status">{t("result.names.selected")}</span>
                : <span className="name-option-hint">{t("result.names.use")}</span>}
            </button>
            {onRename && (
              <EditButton
                label={t("result.names.edit", { n: number })}
                onClick={() => editing.start(key)}
                buttonRef={editing.buttonRef(key)}
                className="button button-ghost button-small edit-button name-option-edit"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
