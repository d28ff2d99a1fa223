/**
 * The realtime service's HTTP calls (docs/behaviour.md#platform-services): publish without a socket, who is
 * present on a channel, and a channel's message history.
 */
import { z } from "zod";
import type { ClientContext } from "../context.ts";
import { ErrorKind, validationError } from "../errors.ts";
import {
  type Identity,
  type PresenceUser,
  PresenceUserSchema,
  type RealtimeMessage,
  RealtimeMessageSchema,
} from "./protocol.ts";

const PublishResultSchema = z.looseObject({ messageId: z.string().optional(), id: z.string().optional() });
const PresenceResultSchema = z.looseObject({ users: z.array(PresenceUserSchema) });
const MessagesResultSchema = z.looseObject({ messages: z.array(RealtimeMessageSchema) });

/** Which part of the history to read. `start` and `end` are message ids or epoch milliseconds. */
export type HistoryOptions = { limit?: number; start?: string | number; end?: string | number };

export type RealtimeRest = {
  /** Publishes over HTTP; resolves with the message id when the platform gives one. */
  publish(channel: string, type: string, data: unknown, identity?: Identity): Promise<string | undefined>;
  presence(channel: string): Promise<PresenceUser[]>;
  messages(channel: string, options?: HistoryOptions): Promise<RealtimeMessage[]>;
};

export function requireChannel(channel: string): void {
  if (!channel || !channel.trim()) throw validationError("A channel name is required");
}

export function createRealtimeRest(context: ClientContext): RealtimeRest {
  const base = `/api/realtime/${context.projectPath}`;
  return {
    async publish(channel, type, data, identity = {}) {
      requireChannel(channel);
      const answer = await context.http.json(
        { path: `${base}/publish`, json: { channel, type, data, ...identity }, kind: ErrorKind.REALTIME },
        PublishResultSchema,
      );
      return answer.messageId ?? answer.id;
    },
    async presence(channel) {
      requireChannel(channel);
      const answer = await context.http.json(
        { path: `${base}/presence`, query: { channel }, kind: ErrorKind.REALTIME },
        PresenceResultSchema,
      );
      return answer.users;
    },
    async messages(channel, options = {}) {
      requireChannel(channel);
      const answer = await context.http.json(
        { path: `${base}/messages`, query: { channel, ...options }, kind: ErrorKind.REALTIME },
        MessagesResultSchema,
      );
      return answer.messages;
    },
  };
}
