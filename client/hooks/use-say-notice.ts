/** A kit's notice in the interface's words (state/kit-notices.ts), for the result and the kit page. */
import { say } from "../i18n/translator.ts";
import { useWords } from "../i18n/use-words.ts";
import { kitNoticeMessage } from "../state/kit-notices.ts";

export function useSayNotice(): (notice: string) => string {
  const { t, language } = useWords();
  return (notice) => {
    const said = kitNoticeMessage(notice, language);
    return said ? say(t, said) : notice;
  };
}
