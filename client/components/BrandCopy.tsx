/**
 * Section 2, Brand Copy: headline, tagline and description, each with a copy button, marked with the kit's
 * language and direction. For the kit's owner (issue 26) each has 'Edit' beside its copy button too, which
 * edits the line in place.
 */
import type { KitResult } from "../../brandkit/web.ts";
import { copyLangProps } from "../copy-lang.ts";
import { useInlineEditing } from "../hooks/use-inline-editing.ts";
import type { StudioCopy } from "../state/studio-snapshot.ts";
import { CopyButton } from "./CopyButton.tsx";
import { EditButton, InlineEditor } from "./InlineEditor.tsx";

type CopyLine = "headline" | "tagline" | "description";

export type BrandCopyProps = {
  kit: KitResult;
  /** Saves an edited line; without it the lines cannot be edited (a share page). */
  onEdit?: (copy: Partial<StudioCopy>) => void;
};

export function BrandCopy({ kit, onEdit }: BrandCopyProps) {
  const lang = copyLangProps(kit.language);
  const editing = useInlineEditing();
  const items: Array<{ key: CopyLine; label: string; text: string; className: string }> = [
    { key: "headline", label: "Headline", text: kit.headline, className: "copy-headline" },
    { key: "tagline", label: "Tagline", text: kit.tagline, className: "copy-tagline" },
    { key: "description", label: "Description", text: kit.description, className: "copy-description" },
  ];
  return (
    <dl className="copy-list">
      {items.map((item) => (
        <div key={item.label} className="copy-item">
          <dt className="copy-label">{item.label}</dt>
          {onEdit && editing.editing === item.key
            ? (
              <dd className="copy-text copy-editing">
                <InlineEditor
                  label={item.label}
                  value={item.text}
                  multiline={item.key === "description"}
                  lang={lang}
                  onSave={(text) => {
                    onEdit({ [item.key]: text });
                    editing.stop();
                  }}
                  onCancel={editing.stop}
                />
              </dd>
            )
            : <dd className={`copy-text ${item.className}`} {...lang}>{item.text}</dd>}
          {/* While a line is edited, its editor takes the row, with its own Save and Cancel. */}
          {!(onEdit && editing.editing === item.key) && (
            <dd className="copy-action">
              <CopyButton text={item.text} what={item.label.toLowerCase()} />
              {onEdit && (
                <EditButton
                  what={item.label.toLowerCase()}
                  onClick={() => editing.start(item.key)}
                  buttonRef={editing.buttonRef(item.key)}
                />
              )}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
