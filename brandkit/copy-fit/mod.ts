/**
 * Copy that fits its event: what an event's copy may say (context.ts) and the lint that finds what it must not
 * (lint.ts), for the offline copywriter and for every provider's copy.
 */
export {
  type CopyContext,
  copyContextOf,
  fittedVoice,
  fitting,
  fittingOr,
  forbiddenCategories,
  forbiddenWordIn,
  isEvening,
} from "./context.ts";
export { type CopyFault, describeFaults, FAULT_KINDS, type FaultKind, lintCopy } from "./lint.ts";
export { contentWords, repeatedWord } from "./content-words.ts";
export { hashtag, hashtagsIn, pickHashtags } from "./hashtags.ts";
