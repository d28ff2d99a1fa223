/**
 * Section 3, Social Media Captions: each caption with a copy button, marked with the kit's language and
 * direction. For the kit's owner (issue 26) each has 'Edit' beside its copy button too, which edits it in place.
 */
import { copyLangProps } from "../copy-lang.ts";
import { useInlineEditing } from "../hooks/use-inline-editing.ts";
import { useT } from "../i18n/use-words.ts";
import { CopyButton } from "./CopyButton.tsx";
import { EditButton, InlineEditor } from "./InlineEditor.tsx";

export type SocialCaptionsProps = {
  captions: readonly string[];
  /** The kit's language (BCP 47). */
  language: string;
  /** Saves the captions with one edited; without it they cannot be edited (a share page). */
  onEdit?: (captions: string[]) => void;
};

export function SocialCaptions({ captions, language, onEdit }: SocialCaptionsProps) {
  const lang = copyLangProps(language);
  const editing = useInlineEditing();
  const t = useT();
  return (
    <ol className="captions">
      {captions.map((caption, index) => {
        const key = String(index);
        const number = index + 1;
        return (
          <li key={index} className="caption">
            {onEdit && editing.editing === key
              ? (
                <div className="caption-text caption-editing">
                  <InlineEditor
                    label={t("result.captions.caption", { n: number })}
                    value={caption}
                    lang={lang}
                    onSave={(text) => {
                      onEdit(captions.map((kept, at) => (at === index ? text : kept)));
                      editing.stop();
                    }}
                    onCancel={editing.stop}
                  />
                </div>
              )
              : <p className="caption-text" {...lang}>{caption}</p>}
            <div className="caption-actions">
              <CopyButton
                text={caption}
                label={t("result.captions.copy", { n: number })}
                doneLabel={t("result.captions.copied", { n: number })}
              />
              {onEdit && (
                <EditButton
                  label={t("result.captions.edit", { n: number })}
                  onClick={() => editing.start(key)}
                  buttonRef={editing.buttonRef(key)}
                />
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
