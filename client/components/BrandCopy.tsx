/**
 * Section 2, Brand Copy: headline, tagline and description, each with a copy button, marked with the kit's
 * language and direction. For the kit's owner (issue 26) each has 'Edit' beside its copy button too, which
 * edits the line in place.
 */
import type { KitResult } from "../../brandkit/web.ts";
import { copyLangProps } from "../copy-lang.ts";
import { useInlineEditing } from "../hooks/use-inline-editing.ts";
import { useT } from "../i18n/use-words.ts";
import type { StudioCopy } from "../state/studio-snapshot.ts";
import { CopyButton } from "./CopyButton.tsx";
import { EditButton, InlineEditor } from "./InlineEditor.tsx";

type CopyLine = "headline" | "tagline" | "description";

/** A line, with the names of its label and buttons in the interface's words. */
type CopyItem = {
  key: CopyLine;
  label: string;
  copy: string;
  copied: string;
  edit: string;
  text: string;
  className: string;
};

export type BrandCopyProps = {
  kit: KitResult;
  /** Saves an edited line; without it the lines cannot be edited (a share page). */
  onEdit?: (copy: Partial<StudioCopy>) => void;
};

export function BrandCopy({ kit, onEdit }: BrandCopyProps) {
  const lang = copyLangProps(kit.language);
  const editing = useInlineEditing();
  const t = useT();
  const items: CopyItem[] = [
    {
      key: "headline",
      label: t("result.copy.headline"),
      copy: t("result.copy.copyHeadline"),
      copied: t("result.copy.copiedHeadline"),
      edit: t("result.copy.editHeadline"),
      text: kit.headline,
      className: "copy-headline",
    },
    {
      key: "tagline",
      label: t("result.copy.tagline"),
      copy: t("result.copy.copyTagline"),
      copied: t("result.copy.copiedTagline"),
      edit: t("result.copy.editTagline"),
      text: kit.tagline,
      className: "copy-tagline",
    },
    {
      key: "description",
      label: t("result.copy.description"),
      copy: t("result.copy.copyDescription"),
      copied: t("result.copy.copiedDescription"),
      edit: t("result.copy.editDescription"),
      text: kit.description,
      className: "copy-description",
    },
  ];
  return (
    <dl className="copy-list">
      {items.map((item) => (
        <div key={item.key} className="copy-item">
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
              <CopyButton text={item.text} label={item.copy} doneLabel={item.copied} />
              {onEdit && (
                <EditButton
                  label={item.edit}
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
