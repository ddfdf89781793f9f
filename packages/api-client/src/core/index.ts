// `@ringline/api-client/core`: the contract's facts without zod or the client, for code that
// must stay small (the site's first paint, the embed on partner sites) and for the apps'
// shared formats. The contract's own modules import these, so each fact is written once.
export {
  CHAT_EMAIL_PATTERN,
  CHAT_HISTORY_MAX_ITEMS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TRANSCRIPT_MAX_ITEMS,
} from "./chat-limits.js";
export {
  EMBED_KEY_PARAMETER,
  EMBED_KEY_PATTERN,
  EMBED_VISITOR_HEADER,
  EMBED_VISITOR_TOKEN_PATTERN,
} from "./embed-facts.js";
export { CALL_VOLUME_BANDS, CLIENT_ERROR_LIMITS } from "./form-limits.js";
export {
  FORWARDING_CARRIERS,
  FORWARDING_CONDITIONS,
  type ForwardingCarrierFacts,
  type ForwardingCarrierId,
  type ForwardingCodes,
  type ForwardingCondition,
} from "./forwarding-carriers.js";
export {
  basenameOf,
  DEFAULT_SITE_LOCALE,
  hasSpanishPage,
  intlLocaleOf,
  isSiteLocale,
  LOCALE_COOKIE,
  localeOfPath,
  pathInLocale,
  pathWithoutLocale,
  preferredLocale,
  SITE_LOCALES,
  type TSiteLocale,
} from "./locales.js";
export {
  type CoreRouteName,
  queryKeyOfPath,
  ROUTE_FACTS,
  type RouteFacts,
  type THttpMethod,
  type TRouteAccess,
} from "./route-facts.js";
export { isRouteManifest, type RouteManifest, type SiteRoute } from "./route-manifest.js";
export { STORAGE_KEYS } from "./storage-keys.js";
export {
  type TWebDesignPackageId,
  WEB_DESIGN_PACKAGE_IDS,
  WEB_DESIGN_PRICES,
} from "./web-design-prices.js";
export {
  MAX_WEBHOOK_ENDPOINTS,
  type TWebhookEventType,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
} from "./webhook-facts.js";
