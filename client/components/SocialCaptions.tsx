/**
 * Section 3, Social Media Captions: each caption with a copy button, marked with the kit's language and
 * direction. For the kit's owner (issue 26) each has 'Edit' beside its copy button too, which edits it in place.
 */
import { copyLangProps } from "../copy-lang.ts";
import { useInlineEditing } from "../hooks/use-inline-editing.ts";
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
  return (
    <ol className="captions">
      {captions.map((caption, index) => {
        const key = String(index);
        const what = `caption ${index + 1}`;
        return (
          <li key={index} className="caption">
            {onEdit && editing.editing === key
              ? (
                <div className="caption-text caption-editing">
                  <InlineEditor
                    label={`Caption ${index + 1}`}
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
              <CopyButton text={caption} what={what} />
              {onEdit && (
                <EditButton
                  what={what}
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
