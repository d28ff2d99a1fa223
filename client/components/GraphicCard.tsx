/**
 * One graphic: its title and size ('Poster 1080 x 1350'), the image or the 'Image generation is
 * processing...' placeholder, and a download button saving poster.png, square.png or banner.png.
 */
import { IMAGE_FILE_NAMES, IMAGE_SIZES, IMAGE_TITLES, type ImageKind } from "../../brandkit/mod.ts";
import { graphicLabel } from "../graphics.ts";
import { Icon } from "./Icon.tsx";

export type GraphicCardProps = { kind: ImageKind; url: string; name: string };

export function GraphicCard({ kind, url, name }: GraphicCardProps) {
  const { width, height } = IMAGE_SIZES[kind];
  const fileName = IMAGE_FILE_NAMES[kind];
  return (
    <figure className={`graphic graphic-${kind}`}>
      <div className="graphic-frame" style={{ aspectRatio: `${width} / ${height}` }}>
        {url
          ? (
            <img
              src={url}
              width={width}
              height={height}
              alt={`${IMAGE_TITLES[kind]} for ${name}`}
              decoding="async"
            />
          )
          : (
            <div className="graphic-placeholder">
              <Icon name="image" size={28} />
              <span>Image generation is processing...</span>
            </div>
          )}
      </div>
      <figcaption className="graphic-caption">
        <span className="graphic-label">{graphicLabel(kind)}</span>
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
    </figure>
  );
}
