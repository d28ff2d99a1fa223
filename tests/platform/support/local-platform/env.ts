/**
 * Hono typing shared by the local platform's route files.
 */
export type PlatformEnv = { Variables: { userId?: string; origin: string; url: URL } };

/** The JSON error body of the platform's core services (database, storage, AI, ...). */
export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/** The auth service's error body: the message as `error`, the code beside it (what the SDK reads). */
export function authErrorBody(code: string, message: string) {
  return { error: message, code };
}
