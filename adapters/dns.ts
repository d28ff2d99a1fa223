/**
 * The system's DNS, as the outbound policy asks it: a host's addresses as fetch will see them (the system
 * resolver, /etc/hosts included).
 */
import { lookup } from "node:dns/promises";
import type { ResolveHost } from "../brandkit/mod.ts";

/** Every address `hostname` resolves to. */
export const systemResolveHost: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true })).map((entry) => entry.address);
