/**
 * Section 3, Social Media Captions: each caption with a copy button, marked with the kit's language and
 * direction.
 */
import { copyLangProps } from "../copy-lang.ts";
import { CopyButton } from "./CopyButton.tsx";

export type SocialCaptionsProps = {
  captions: readonly string[];
  /** The kit's language (BCP 47). */
  language: string;
};

export function SocialCaptions({ captions, language }: SocialCaptionsProps) {
  const lang = copyLangProps(language);
  return (
    <ol className="captions">
      {captions.map((caption, index) => (
        <li key={index} className="caption">
          <p className="caption-text" {...lang}>{caption}</p>
          <CopyButton text={caption} what={`caption ${index + 1}`} />
        </li>
      ))}
    </ol>
  );
}
