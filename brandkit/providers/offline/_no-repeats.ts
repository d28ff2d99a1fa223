/**
 * Copy that says no content word twice (see _tone.ts): a field is written again, from the same seeded stream,
 * until it repeats nothing, for at most MAX_ATTEMPTS writes; the first write stands if none is clean, so the copy
 * stays deterministic and never fails.
 */

/** Writes of one field at most. */
const MAX_ATTEMPTS = 8;

/** The first of up to MAX_ATTEMPTS writes that is `clean`; else the first. */
export function firstClean<T>(write: () => T, clean: (value: T) => boolean): T {
  const first = write();
  if (clean(first)) return first;
  for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
    const next = write();
    if (clean(next)) return next;
  }
  return first;
}

/** Captions written again until each is `clean`: a caption is replaced by the same caption of a later write. */
export function cleanCaptions(write: () => string[], clean: (caption: string) => boolean): string[] {
  const chosen = write();
  for (let attempt = 1; attempt < MAX_ATTEMPTS && !chosen.every(clean); attempt++) {
    const next = write();
    chosen.forEach((caption, index) => {
      if (!clean(caption) && clean(next[index])) chosen[index] = next[index];
    });
  }
  return chosen;
}
