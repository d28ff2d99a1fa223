/**
 * The realtime wire protocol: JSON messages over the websocket, `{type, payload}` both ways. The client sends
 * subscribe, unsubscribe, publish and ping, each also with a request id: a server that echoes it lets concurrent
 * operations on one channel be told apart; one that does not is matched by the channel it names, in order, as
 * the published SDK does. Everything the server sends is validated.
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
const channel = z.string();

/**
 * A delivered message: the platform puts its fields flat in the payload beside the channel
 * (`{channel, id, type, data, timestamp, userId, metadata}`); a nested `{channel, message}` is read too.
 */
const DeliveredSchema = z.union([
  z.looseObject({ channel, message: RealtimeMessageSchema }).transform((payload) => ({
    channel: payload.channel,
    message: payload.message,
  })),
  RealtimeMessageSchema.extend({ channel }).transform(({ channel, ...message }) => ({ channel, message })),
]);

/** Presence: the users arrive as `payload.data.users` (or, nested less deeply, `payload.users`). */
const PresenceSchema = z.union([
  z.looseObject({ channel, data: z.looseObject({ users: z.array(PresenceUserSchema) }) }).transform((
    payload,
  ) => ({ channel: payload.channel, users: payload.data.users })),
  z.looseObject({ channel, users: z.array(PresenceUserSchema) }),
]);

/** The channel an acknowledgement is about; the platform need not echo our request id, but names the channel. */
const AckPayload = z.looseObject({ channel: z.string().optional() }).optional();

/** Everything the server may send. */
export const ServerMessageSchema = z.discriminatedUnion("type", [
  z.looseObject({ type: z.literal("connected"), payload: z.looseObject({}).optional() }),
  z.looseObject({ type: z.literal("subscribed"), requestId, payload: AckPayload }),
  z.looseObject({ type: z.literal("unsubscribed"), requestId, payload: AckPayload }),
  z.looseObject({
    type: z.literal("published"),
    requestId,
    payload: z.looseObject({ channel: z.string().optional(), messageId: z.string().optional() }).optional(),
  }),
  z.looseObject({ type: z.literal("message"), payload: DeliveredSchema }),
  z.looseObject({ type: z.literal("presence"), payload: PresenceSchema }),
  z.looseObject({ type: z.literal("pong"), requestId }),
  z.looseObject({
    type: z.literal("error"),
    requestId,
    payload: z.looseObject({
      channel: z.string().optional(),
      code: z.string().optional(),
      /** The platform's text; older servers sent `message`. */
      error: z.string().optional(),
      message: z.string().optional(),
    }).optional(),
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
  | { type: "ping"; payload: Record<string, never> };

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
