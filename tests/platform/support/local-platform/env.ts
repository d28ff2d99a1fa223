/**
 * Hono typing shared by the local platform's route files.
 */
export type PlatformEnv = { Variables: { userId?: string; origin: string } };

/** The platform's JSON error body. */
export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}
