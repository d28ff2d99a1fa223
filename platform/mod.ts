/**
 * The public face of the platform client SDK. It runs in the browser, Deno and Node: no Deno or Node APIs, no
 * globals; fetch, WebSocket, storage, clock, timers and randomness are options with real defaults.
 */
export { type ClientOptions, createClient, type PlatformClient } from "./client.ts";
export * from "./constants.ts";
export {
  AUTH_MESSAGES,
  AuthErrorCode,
  DEFAULT_AUTH_MESSAGE,
  ErrorCode,
  ErrorKind,
  isPlatformError,
  PlatformError,
  RATE_LIMIT_MESSAGE,
} from "./errors.ts";
export type { BearerSource, FetchLike, QueryParams } from "./http.ts";
export type {
  BrowserEnv,
  Clock,
  EventTargetLike,
  KeyValueStorage,
  Random,
  SocketConstructor,
  SocketLike,
  TimerId,
  Timers,
  WindowLike,
} from "./runtime.ts";
export { memoryStorage } from "./runtime.ts";
export type { AuthApi, SignUpInput } from "./auth/auth.ts";
export type { AuthMode, AuthOptions } from "./auth/options.ts";
export type { RoleDefinition, RoleMap } from "./auth/permissions.ts";
export type { Tokens, User } from "./auth/schemas.ts";
export type { AuthState } from "./auth/session.ts";
export { TOKEN_HANDOVER_MESSAGE, TOKEN_REQUEST_MESSAGE } from "./auth/parent-window.ts";
export type { AnyRow, BatchMode, BatchResult, DbApi, SqlParam, SqlResult, SqlStatement } from "./db/db.ts";
export type { CountMode, FilterOperator, FilterValue } from "./db/query-builder.ts";
export type { ListResult, TableQuery } from "./db/table.ts";
export type { DownloadResult, StorageApi, UploadBody, UploadOptions, UploadResult } from "./storage.ts";
export type { AiApi } from "./ai/ai.ts";
export type {
  GenerationOptions,
  ImageOptions,
  ImageResult,
  ModifyImageOptions,
  ObjectOptions,
  SpeechOptions,
  SpeechResult,
  TextResult,
  TranscribeOptions,
  TranscriptionResult,
} from "./ai/schemas.ts";
export type { ContentPart, Message } from "./ai/validate.ts";
export type {
  DataApi,
  ExtractResult,
  FetchRequest,
  FetchResult,
  ScrapeFormat,
  SearchOptions,
  SearchType,
} from "./data.ts";
export { EMAIL_FIELDS_REQUIRED } from "./notifications.ts";
export type { EmailRequest, EmailResult, NotificationsApi } from "./notifications.ts";
export type { AnalyticsApi, AnalyticsEvent } from "./analytics/analytics.ts";
export type { ChannelState, RealtimeChannel } from "./realtime/channel.ts";
export type { ConnectionState, StateChange } from "./realtime/connection.ts";
export type { Identity, PresenceUser, RealtimeMessage } from "./realtime/protocol.ts";
export type { HistoryOptions } from "./realtime/rest.ts";
