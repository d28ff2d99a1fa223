/** The `--queue` URL: checked with zod, and shown with its password hidden in messages and logs. */
import { z } from "zod";

const REDIS_PROTOCOLS = ["redis:", "rediss:"];

/** `--queue`: a redis:// or rediss:// URL. */
export const RedisUrlSchema = z.string().trim().refine((text) => {
  try {
    return REDIS_PROTOCOLS.includes(new URL(text).protocol);
  } catch {
    return false;
  }
}, { error: (issue) => `'${issue.input}' is not a Redis URL like redis://127.0.0.1:6379` });

/** The URL without its password, for messages and logs. */
export function redactRedisUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString().replace(/\/$/, "");
}
