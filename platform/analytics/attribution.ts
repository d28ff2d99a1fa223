/**
 * Where a visit came from: the UTM parameters of the landing address and the channel they and the referrer point
 * to (the analytics event's fields: docs/behaviour.md#platform-services).
 */

export const UTM_FIELDS = ["source", "medium", "campaign", "content", "term"] as const;
export type Utm = Partial<Record<typeof UTM_FIELDS[number], string>>;

/** The UTM parameters of an address. */
export function readUtm(href: string | undefined): Utm {
  if (!href) return {};
  let params: URLSearchParams;
  try {
    params = new URL(href).searchParams;
  } catch {
    return {};
  }
  const utm: Utm = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(`utm_${field}`);
    if (value) utm[field] = value;
  }
  return utm;
}

const PAID_MEDIUMS = new Set(["cpc", "ppc", "paid", "paidsearch", "paid_social", "display", "cpm", "banner"]);
const SOCIAL_MEDIUMS = new Set(["social", "social-media", "social_media", "sm"]);
const SEARCH_HOSTS = /(^|\.)(google|bing|duckduckgo|yahoo|baidu|yandex|ecosia|brave)\./;
const SOCIAL_HOSTS =
  /(^|\.)(facebook\.com|instagram\.com|twitter\.com|x\.com|t\.co|linkedin\.com|lnkd\.in|reddit\.com|tiktok\.com|youtube\.com|pinterest\.com|threads\.net)$/;

/**
 * The channel of a visit: "Paid", "Email" or "Social" by UTM medium; otherwise by referrer "Organic Search",
 * "Social", "Referral"; without a referrer (or from the same site) "Campaign" when tagged, else "Direct".
 */
export function detectChannel(referrer: string | undefined, utm: Utm, ownHost?: string): string {
  const medium = utm.medium?.toLowerCase();
  if (medium && PAID_MEDIUMS.has(medium)) return "Paid";
  if (medium === "email") return "Email";
  if (medium && SOCIAL_MEDIUMS.has(medium)) return "Social";
  let host = "";
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase() : "";
  } catch {
    host = "";
  }
  if (!host || host === ownHost) return utm.source ? "Campaign" : "Direct";
  if (SEARCH_HOSTS.test(host)) return "Organic Search";
  if (SOCIAL_HOSTS.test(host)) return "Social";
  return "Referral";
}
