import { describe, expect, test } from "vitest";
import { can, hasRole, permissionsOf, type RoleMap } from "../../../platform/auth/permissions.ts";
import { setup, signIn } from "../support/setup.ts";

const roles: RoleMap = {
  admin: { permissions: ["*"] },
  editor: { permissions: ["posts.create", "posts.update", "media"], inherit: ["viewer"] },
  viewer: { permissions: ["posts.read", "comments.*"] },
  intern: { permissions: [], inherit: ["editor"] },
  loop: { permissions: ["a.b"], inherit: ["loop"] },
};

describe("hasRole()", () => {
  test.each([
    ["admin", "admin", true],
    ["admin", "editor", false],
    ["editor", ["admin", "editor"], true],
    ["viewer", ["admin", "editor"], false],
    [null, "admin", false],
    [undefined, ["admin"], false],
  ])("role %j, required %j: %s", (role, required, expected) => {
    expect(hasRole(role, required)).toBe(expected);
  });
});

describe("can()", () => {
  test.each([
    { role: "admin", permission: "anything.at_all", expected: true, why: "the wildcard grants everything" },
    { role: "editor", permission: "posts.create", expected: true, why: "an exact 'resource.action' grant" },
    { role: "editor", permission: "posts.delete", expected: false, why: "no grant for that action" },
    { role: "editor", permission: "posts.read", expected: true, why: "inherited from viewer" },
    { role: "intern", permission: "posts.read", expected: true, why: "inherited two levels deep" },
    { role: "viewer", permission: "posts.create", expected: false, why: "inheritance goes down, never up" },
    {
      role: "viewer",
      permission: "comments.delete",
      expected: true,
      why: "'resource.*' grants every action on it",
    },
    {
      role: "editor",
      permission: "media.upload",
      expected: true,
      why: "a resource-only grant covers its actions",
    },
    {
      role: "editor",
      permission: "media",
      expected: true,
      why: "a resource-only check against a resource-only grant",
    },
    { role: "viewer", permission: "posts", expected: false, why: "one action is not the whole resource" },
    { role: "viewer", permission: "comments", expected: true, why: "'comments.*' covers the whole resource" },
    { role: "loop", permission: "a.b", expected: true, why: "cyclic inheritance is tolerated" },
    { role: "stranger", permission: "posts.read", expected: false, why: "an unknown role has nothing" },
    { role: null, permission: "posts.read", expected: false, why: "no role, no permission" },
  ])("$role may $permission: $expected ($why)", ({ role, permission, expected }) => {
    expect(can(role, roles, permission)).toBe(expected);
  });

  test("can(action, resource) is can('resource.action')", () => {
    expect(can("editor", roles, "create", "posts")).toBe(true);
    expect(can("editor", roles, "delete", "posts")).toBe(false);
  });

  test("permissionsOf() collects own and inherited permissions", () => {
    expect([...permissionsOf("intern", roles)].sort()).toEqual(
      ["comments.*", "media", "posts.create", "posts.read", "posts.update"],
    );
  });

  test("the client checks the signed-in user's role against its configured roles", async () => {
    const env = setup({ auth: { roles } });
    expect(env.client.auth.can("posts.read")).toBe(false);
    await signIn(env, { role: "editor" });
    await env.client.auth.me();
    expect(env.client.auth.hasRole("editor")).toBe(true);
    expect(env.client.auth.hasRole(["admin", "viewer"])).toBe(false);
    expect(env.client.auth.can("posts.read")).toBe(true);
    expect(env.client.auth.can("delete", "posts")).toBe(false);
  });
});
