/**
 * Taking secrets out of text that leaves the process: an upstream error echoing our API key, a fetch failure
 * naming a signed URL. Used on provider errors before they become messages, and by the edges before logging.
 * Redaction is by value (the secrets we know) and by shape (what keys and tokens look like), since an upstream
 * may echo a token we never held (a presigned URL's signature, another service's key).
 */

/** What a secret is replaced with. */
export const REDACTED = "[redacted]";
/** What a URL is replaced with by redactUrls. */
export const URL_PLACEHOLDER = "[url]";
/** What a named host is replaced with by redactUrls. */
export const HOST_PLACEHOLDER = "[host]";

/**
 * Known secrets shorter than this are not replaced by value: a one- or two-letter "key" would shred the text
 * around it without protecting anything. Shapes still catch them after `Bearer` or `key=`.
 */
const MIN_SECRET_LENGTH = 4;

/** Header names whose whole value is a credential, in `Name: value` or JSON `"name": "value"` form. */
const CREDENTIAL_HEADER =
  /\b((?:proxy-)?authorization|x-api-key|api-key|cookie|set-cookie)(["']?\s*[:=]\s*["']?)[^\r\n"']+/gi;
/**
 * An authentication scheme followed by its credentials. Not "Token": "Token expired" is ordinary prose, while
 * the word after "Bearer" or "Basic" is a credential often enough that redacting a plain word is the safe miss.
 */
const SCHEME_CREDENTIALS = /\b(Bearer|Basic)(\s+)[\w.~+/-]+=*/gi;
/** Secret keys in the `sk-...` style (OpenAI, Anthropic and others). */
const SK_KEY = /\bsk-[\w-]{8,}/g;
/** A query or form value under a name that holds a credential; the lookbehind keeps "monkey=" out. */
const CREDENTIAL_PARAM =
  /(?<![\w-])((?:x-amz-)?(?:api[_-]?key|apikey|key|(?:access|refresh|id)[_-]?token|token|client[_-]?secret|secret|password|sig|signature|credential|security[_-]?token)=)[^&\s#"',;()<>[\]{}]+/gi;
/** A JSON Web Token: base64url header and payload (both JSON objects, so both start "eyJ") and a signature. */
const JWT = /\beyJ[\w-]{4,}\.eyJ[\w-]{4,}\.[\w-]*/g;
/**
 * Any absolute URL: scheme, "//", then up to whitespace, a quote, a parenthesis or a brace, less trailing
 * punctuation. Square brackets stay inside: an IPv6 host is written in them, and so is an earlier [redacted].
 */
const ABSOLUTE_URL = /\b[a-z][a-z\d+.-]*:\/\/[^\s"'<>(){}]*[^\s"'<>(){}.,;:!?]/gi;

/**
 * `text` with every secret in `secrets` (and its URL-encoded form) and everything shaped like a credential
 * replaced by `[redacted]`: `Bearer`/`Basic` credentials, `Authorization:` and API-key header values, `sk-...`
 * keys, `api_key=`, `apikey=`, `key=`, `token=`, `access_token=` (and similar) values, and JWTs.
 */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let redacted = text;
  const known = secrets
    .filter((secret) => secret.length >= MIN_SECRET_LENGTH)
    .flatMap((secret) => [secret, encodeURIComponent(secret)])
    // Longest first, so a secret containing another is replaced whole.
    .sort((a, b) => b.length - a.length);
  for (const secret of known) redacted = redacted.replaceAll(secret, REDACTED);
  return redacted
    .replace(CREDENTIAL_HEADER, `$1$2${REDACTED}`)
    .replace(SCHEME_CREDENTIALS, `$1$2${REDACTED}`)
    .replace(SK_KEY, REDACTED)
    .replace(CREDENTIAL_PARAM, `$1${REDACTED}`)
    .replace(JWT, REDACTED);
}

/**
 * `text` with every absolute URL replaced by `[url]` and each of `hosts` by `[host]`: where an upstream lives
 * is nobody's business but the operator's, and a fetch error names the URL it failed on.
 */
export function redactUrls(text: string, hosts: readonly string[] = []): string {
  let redacted = text.replace(ABSOLUTE_URL, URL_PLACEHOLDER);
  for (const host of hosts.filter((host) => host !== "")) {
    redacted = redacted.replaceAll(host, HOST_PLACEHOLDER);
  }
  return redacted;
}

/** Causes followed by errorLogDetail; real chains are two or three deep, a cycle would be endless. */
const MAX_CAUSE_DEPTH = 5;

/**
 * What the server log says about `error`: its message and those of its causes ("message <- cause <- ..."),
 * redacted with `secrets`. Causes are where unredacted upstream text hides (a fetch error, a platform error),
 * so the edge logs this rather than the error object. Hosts stay: the operator needs to know which upstream.
 */
export function errorLogDetail(error: unknown, secrets: readonly string[] = []): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current !== undefined; depth++) {
    parts.push(current instanceof Error ? `${current.name}: ${current.message}` : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return redactSecrets(parts.join(" <- "), secrets);
}
