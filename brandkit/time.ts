/**
 * The time units, named once: every duration in BrandKit is milliseconds or seconds, converted with these.
 */

export const MS_PER_S = 1_000;
export const MS_PER_MINUTE = 60 * MS_PER_S;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;
