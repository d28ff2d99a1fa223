/**
 * The realtime wire protocol: JSON messages over the websocket. The client sends subscribe, unsubscribe, publish
 * and ping, each with a request id; the server acknowledges with the same id, so concurrent operations on one
 * channel are told apart (the published SDK matched acks by channel). Everything the server sends is validated.
 */
import { z } from "zod";

/** One message on a channel, live or from history. */
export const RealtimeMessageSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  data: z.unknown(),
  timestamp: z.number(),
  userId: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
export type RealtimeMessage = z.infer<typeof RealtimeMessageSchema>;

/** Someone present on a channel. */
export const PresenceUserSchema = z.looseObject({
  userId: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  joinedAt: z.number().optional(),
  lastSeen: z.number().optional(),
});
export type PresenceUser = z.infer<typeof PresenceUserSchema>;

const requestId = z.string().optional();

/** Everything the server may send. */
export const ServerMessageSchema = z.discriminatedUnion("type", [
  z.looseObject({
    type: z.literal("subscribed"),
    requestId,
    payload: z.looseObject({ channel: z.string() }).optional(),
  }),
  z.looseObject({ type: z.literal("unsubscribed"), requestId }),
  z.looseObject({
    type: z.literal("published"),
    requestId,
    payload: z.looseObject({ messageId: z.string().optional() }).optional(),
  }),
  z.looseObject({
    type: z.literal("message"),
    payload: z.looseObject({ channel: z.string(), message: RealtimeMessageSchema }),
  }),
  z.looseObject({
    type: z.literal("presence"),
    payload: z.looseObject({ channel: z.string(), users: z.array(PresenceUserSchema) }),
  }),
  z.looseObject({ type: z.literal("pong"), requestId }),
  z.looseObject({
    type: z.literal("error"),
    requestId,
    payload: z.looseObject({ code: z.string().optional(), message: z.string().optional() }).optional(),
  }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

/** Who is subscribing or publishing, shown to others in presence and on messages. */
export type Identity = { userId?: string; metadata?: Record<string, unknown> };

/** Everything the client sends (before its request id is added). */
export type ClientMessage =
  | { type: "subscribe"; payload: { channel: string } & Identity }
  | { type: "unsubscribe"; payload: { channel: string } }
  | { type: "publish"; payload: { channel: string; type: string; data: unknown } & Identity }
  | { type: "ping" };

/** Parses one frame from the server; undefined for anything that is not a known message. */
export function parseServerMessage(data: unknown): ServerMessage | undefined {
  if (typeof data !== "string") return undefined;
  try {
    const parsed = ServerMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
