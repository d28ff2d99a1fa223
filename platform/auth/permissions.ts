/**
 * Role and permission checks (docs/behaviour.md#platform-auth). Roles are configured on the client: each
 * grants permissions and may inherit other roles. A permission is "*" (everything), "resource.action",
 * "resource.*" or "resource" alone (every action on it).
 */

/** What one role grants. */
export type RoleDefinition = {
  permissions: readonly string[];
  /** Roles whose permissions this role also has. @default [] */
  inherit?: readonly string[];
};

/** Roles by name. */
export type RoleMap = Readonly<Record<string, RoleDefinition>>;

/** True when `userRole` is `required`, or one of them when given a list. */
export function hasRole(userRole: string | null | undefined, required: string | readonly string[]): boolean {
  if (!userRole) return false;
  return typeof required === "string" ? userRole === required : required.includes(userRole);
}

/** Every permission `role` has, its own and inherited (cycles in the configuration are tolerated). */
export function permissionsOf(role: string, roles: RoleMap): Set<string> {
  const granted = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const definition = roles[name];
    if (!definition) return;
    for (const permission of definition.permissions) granted.add(permission);
    for (const parent of definition.inherit ?? []) visit(parent);
  };
  visit(role);
  return granted;
}

/** True when a single grant covers `permission` ("resource.action", or "resource" for the resource as a whole). */
export function grantCovers(grant: string, permission: string): boolean {
  if (grant === "*" || grant === permission) return true;
  const [resource] = permission.split(".", 1);
  return grant === resource || grant === `${resource}.*`;
}

/**
 * True when `role` may do `permission`. `permission` is "resource.action" or a resource alone; with `resource`
 * given, `permission` is the action on it ("create", "posts" -> "posts.create").
 */
export function can(
  role: string | null | undefined,
  roles: RoleMap,
  permission: string,
  resource?: string,
): boolean {
  if (!role) return false;
  const wanted = resource ? `${resource}.${permission}` : permission;
  const granted = permissionsOf(role, roles);
  for (const grant of granted) if (grantCovers(grant, wanted)) return true;
  return false;
}
