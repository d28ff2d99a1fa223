/**
 * Section 3, Social Media Captions: each caption with a copy button.
 */
import { CopyButton } from "./CopyButton.tsx";

export function SocialCaptions({ captions }: { captions: readonly string[] }) {
  return (
    <ol className="captions">
      {captions.map((caption, index) => (
        <li key={index} className="caption">
          <p className="caption-text">{caption}</p>
          <CopyButton text={caption} what={`caption ${index + 1}`} />
        </li>
      ))}
    </ol>
  );
}
