/**
 * Section 2, Brand Copy: headline, tagline and description, each with a copy button, marked with the kit's
 * language and direction.
 */
import type { KitResult } from "../../brandkit/mod.ts";
import { copyLangProps } from "../copy-lang.ts";
import { CopyButton } from "./CopyButton.tsx";

export function BrandCopy({ kit }: { kit: KitResult }) {
  const lang = copyLangProps(kit.language);
  const items = [
    { label: "Headline", text: kit.headline, className: "copy-headline" },
    { label: "Tagline", text: kit.tagline, className: "copy-tagline" },
    { label: "Description", text: kit.description, className: "copy-description" },
  ];
  return (
    <dl className="copy-list">
      {items.map((item) => (
        <div key={item.label} className="copy-item">
          <dt className="copy-label">{item.label}</dt>
          <dd className={`copy-text ${item.className}`} {...lang}>{item.text}</dd>
          <dd className="copy-action">
            <CopyButton text={item.text} what={item.label.toLowerCase()} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
