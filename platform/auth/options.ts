/**
 * Auth options of createClient, and where the auth page lives.
 */
import type { RoleMap } from "./permissions.ts";

/** "managed": the platform's auth page signs people in. "headless": the app's own forms call sign-up/sign-in. */
export type AuthMode = "managed" | "headless";

export type AuthOptions = {
  /** @default "managed" */
  mode?: AuthMode;
  /** The platform's sign-in page. @default `${baseUrl}/auth` */
  authUrl?: string;
  /** Roles for hasRole/can. @default {} */
  roles?: RoleMap;
  /** Origins a parent window may hand tokens over from. @default the origins of baseUrl and authUrl */
  trustedOrigins?: readonly string[];
};
