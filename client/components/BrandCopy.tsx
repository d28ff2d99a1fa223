/**
 * Section 2, Brand Copy: headline, tagline and description, each with a copy button.
 */
import type { KitResult } from "../../brandkit/mod.ts";
import { CopyButton } from "./CopyButton.tsx";

export function BrandCopy({ kit }: { kit: KitResult }) {
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
          <dd className={`copy-text ${item.className}`}>{item.text}</dd>
          <dd className="copy-action">
            <CopyButton text={item.text} what={item.label.toLowerCase()} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
