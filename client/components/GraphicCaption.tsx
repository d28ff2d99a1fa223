/**
 * The caption under a graphic: its title and size ('Poster 1080 x 1350') and, once the graphic is there, a
 * download button saving it under its file name. The kit's graphics and the extra formats' previews share it.
 */
import { Icon } from "./Icon.tsx";

export type GraphicCaptionProps = {
  /** "Poster 1080 x 1350". */
  label: string;
  /** Where the graphic is; no download is offered until there is one. */
  url: string | undefined;
  /** The name the download is saved under ("poster.png"). */
  fileName: string;
};

export function GraphicCaption({ label, url, fileName }: GraphicCaptionProps) {
  return (
    <figcaption className="graphic-caption">
      <span className="graphic-label">{label}</span>
      {url && (
        <a
          className="button button-secondary button-small"
          href={url}
          download={fileName}
          aria-label={`Download ${fileName}`}
        >
          <Icon name="download" size={16} />
          Download
        </a>
      )}
    </figcaption>
  );
}
