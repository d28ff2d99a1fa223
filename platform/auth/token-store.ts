/**
 * Keeps the token set in the injected storage (local storage in a browser), one key per project, validated on
 * the way back in: anything unreadable is removed rather than trusted.
 */
import type { KeyValueStorage } from "../runtime.ts";
import { type Tokens, TokensSchema } from "./schemas.ts";

export type TokenStore = {
  load(): Tokens | undefined;
  save(tokens: Tokens): void;
  clear(): void;
};

/** The storage key of a project's tokens. */
export function tokenStorageKey(projectId: string): string {
  return `platform_tokens_${projectId}`;
}

export function createTokenStore(storage: KeyValueStorage, projectId: string): TokenStore {
  const key = tokenStorageKey(projectId);
  return {
    load() {
      const text = storage.getItem(key);
      if (text === null) return undefined;
      try {
        return TokensSchema.parse(JSON.parse(text));
      } catch {
        storage.removeItem(key);
        return undefined;
      }
    },
    save: (tokens) => storage.setItem(key, JSON.stringify(tokens)),
    clear: () => storage.removeItem(key),
  };
}
