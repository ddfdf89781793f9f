import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

export interface AppConfig {
  host: string;
  port: number;
  /** PostgreSQL connection string; unset means embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data directory. */
  dataDir: string;
  /** PostgreSQL: how long connecting may take, and one statement may run (milliseconds). */
  databaseTimeouts: { connectTimeoutMs: number; statementTimeoutMs: number };
  /**
   * The key sealing secrets at rest (TOTP secrets, links waiting in the outbox): `SECRETS_KEY`
   * when set, else a key file generated beside the data directory (never in the database).
   */
  secrets: { key: string | undefined; keyFile: string };
  /** Built reference site to serve, if any. */
  siteDir: string | undefined;
  /** Signs CSRF tokens; random per process unless configured. */
  sessionSecret: string;
  logLevel: string;
  /** Trust `X-Forwarded-*` from this many proxies. */
  trustProxy: number;
  /** Other origins allowed to call the API from a browser (partner sites with widgets). */
  corsOrigins: string[];
  /** Redis for the rate limits' counters; unset keeps them in this process's memory. */
  redisUrl: string | undefined;
  /** SMTP server for outgoing mail; unset delivers to the local mailbox `mailDir`. */
  smtpUrl: string | undefined;
  /** Without SMTP, where each message is written as a JSON file (beside the data directory). */
  mailDir: string;
  /** The From address of outgoing mail. */
  emailFrom: string;
  /** The public address of the site, for links in e-mails and the Google redirect. */
  publicUrl: string;
  /** Google sign-in (OpenID Connect); both id and secret are needed to enable it. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** An administrator to create at start-up if no administrator has this e-mail yet. */
  initialAdmin: { email: string; password: string; username: string } | undefined;
  /** Recorded with client error reports (`production`, `staging`, `development`). */
  environment: string;
  /** The chat assistant: the sales inbox for its leads and the optional LLM provider. */
  chat: {
    salesEmail: string;
    provider:
      | { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number }
      | undefined;
  };
  /** Stripe when `STRIPE_SECRET_KEY` is set; the embedded payment provider otherwise. */
  payments: {
    stripe:
      | { secretKey: string; webhookSecret: string | undefined; apiBase: string | undefined }
      | undefined;
  };
  /**
   * The call engine: a static server-message secret accepted beside HMAC, when set; Twilio
   * for texts when its account is given (the `sms_messages` outbox only otherwise).
   */
  calls: {
    legacySecret: string | undefined;
    twilio: TwilioSettings | undefined;
    /** `RECORDING_HOSTS`: where recordings are fetched from (the platform's storage). */
    recordingHosts: readonly string[] | undefined;
    /**
     * `CALL_REPORT_WORKERS`: workers applying end-of-call reports side by side in this instance;
     * unset: 2 on PostgreSQL, 1 on PGlite (whose one connection they would share).
     */
    reportWorkers: number | undefined;
  };
  /**
   * The owner's tools: OAuth apps per provider (Google Calendar, Microsoft 365), stand-in
   * origins for tests, and whether the demo calendar is offered.
   */
  integrations: IntegrationsConfig;
  /**
   * The AI receptionist: `CRAWLER_ALLOW_PRIVATE_NETWORKS` lets the crawler reach local sites;
   * `VAPI_SERVER_CREDENTIAL`, the credential its server messages carry.
   */
  receptionist: { allowPrivateNetworks: boolean; serverCredential: ServerCredentialSetting };
  /**
   * Outbound webhooks: `WEBHOOKS_ALLOW_PRIVATE` lets endpoints be on loopback and private
   * addresses (and http on this machine); on by default in development, never in production.
   */
  webhooks: { allowPrivateNetworks: boolean };
  /** The hosted voice platform when `VAPI_PRIVATE_KEY` is set; the embedded emulator otherwise. */
  voice: {
    privateKey: string | undefined;
    publicKey: string | undefined;
    baseUrl: string | undefined;
    demoAssistantId: string | undefined;
    emulatorDataDir: string;
  };
}

/** An OAuth app's registration, and a stand-in origin replacing the provider's (tests). */
export interface OAuthAppConfig {
  clientId: string;
  clientSecret: string;
  baseUrl: string | undefined;
}

/** The integrations' settings as read from the environment. */
export interface IntegrationsConfig {
  google: OAuthAppConfig | undefined;
  microsoft: OAuthAppConfig | undefined;
  localCalendar: boolean;
  /** HubSpot's OAuth app (a CRM). */
  hubspot: OAuthAppConfig | undefined;
  /** Origin replacing Cal.com's API (a stand-in, tests). */
  calcomBaseUrl: string | undefined;
  /** Origins replacing GoHighLevel's and Follow Up Boss's APIs (stand-ins, tests). */
  gohighlevelBaseUrl: string | undefined;
  followupbossBaseUrl: string | undefined;
  /** Ringline's system as registered with Follow Up Boss (`X-System`, `X-System-Key`). */
  followupbossSystem: string | undefined;
  followupbossSystemKey: string | undefined;
}

function oauthApp(env: NodeJS.ProcessEnv, prefix: string): OAuthAppConfig | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  return { clientId, clientSecret, baseUrl: env[`${prefix}_BASE_URL`] || undefined };
}

/** The apps/api folder, found from this module whether it runs from src/ or dist/. */
export function apiPackageRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(directory, "package.json"))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error("apps/api package.json not found");
    directory = parent;
  }
  return directory;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number, got "${value}"`);
  }
  return parsed;
}

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim().replace(/\/+$/, ""))
    .filter((item) => item !== "");
}

const HEADER_NAME = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/, "a header name");
const SERVER_CREDENTIAL = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("hmac"),
      algorithm: z.enum(["sha256", "sha512", "sha1"]).default("sha256"),
      signatureEncoding: z.enum(["hex", "base64"]).optional(),
      signatureHeader: HEADER_NAME.optional(),
      timestampHeader: HEADER_NAME.optional(),
      signaturePrefix: z.string().max(40).optional(),
      includeTimestamp: z.boolean().optional(),
      payloadFormat: z
        .string()
        .max(200)
        .refine((format) => format.includes("{body}"), "must sign the {body}")
        .optional(),
      messageIdHeader: HEADER_NAME.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("bearer"),
      headerName: HEADER_NAME.optional(),
      bearerPrefixEnabled: z.boolean().optional(),
    })
    .strict(),
]);

/**
 * The credential the receptionists' server messages carry, as the platform's
 * `HMACAuthenticationPlan` or `BearerAuthenticationPlan` without its secret (derived from
 * `SESSION_SECRET`): HMAC-SHA256 of `{timestamp}.{body}`, hex, by default.
 */
export type ServerCredentialSetting = z.output<typeof SERVER_CREDENTIAL>;

/** `VAPI_SERVER_CREDENTIAL`: `hmac` (the default), `bearer`, or a plan as JSON. */
export function serverCredentialSetting(value: string | undefined): ServerCredentialSetting {
  const text = value?.trim() ?? "";
  let plan: unknown = { type: "hmac" };
  if (text === "bearer" || text === "hmac") plan = { type: text };
  else if (text !== "") {
    try {
      plan = JSON.parse(text);
    } catch {
      throw new Error(
        `VAPI_SERVER_CREDENTIAL must be "hmac", "bearer" or a JSON authentication plan, got "${text}"`,
      );
    }
  }
  const parsed = SERVER_CREDENTIAL.safeParse(plan);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((issue) => `${issue.path.join(".") || "(plan)"}: ${issue.message}`)
      .join("; ");
    throw new Error(`VAPI_SERVER_CREDENTIAL is not a credential plan we can verify: ${issues}`);
  }
  return parsed.data;
}

const REPORT_WORKERS = z.coerce
  .number()
  .int("must be a whole number")
  .min(1, "must be at least 1")
  // Each worker holds one of the database pool's ten connections while its batch is applied:
  // the others stay for the requests and the batches' own reads.
  .max(8, "must be at most 8");

/** `CALL_REPORT_WORKERS`: a whole number from 1 to 8, or unset (the database's default). */
export function reportWorkersSetting(value: string | undefined): number | undefined {
  const text = value?.trim() ?? "";
  if (text === "") return undefined;
  const parsed = REPORT_WORKERS.safeParse(text);
  if (!parsed.success) {
    throw new Error(
      `CALL_REPORT_WORKERS ${parsed.error.issues[0]?.message ?? "is not valid"}, got "${text}"`,
    );
  }
  return parsed.data;
}

/** Twilio's account and the texts' sender (a number or a messaging service). */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  apiBase: string | undefined;
}

/** Twilio for texts when its account and token are set; refused without a sender. */
function twilioSettings(env: NodeJS.ProcessEnv): TwilioSettings | undefined {
  if (!env.TWILIO_ACCOUNT_SID && !env.TWILIO_AUTH_TOKEN) return undefined;
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) {
    throw new Error("Twilio needs both TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN");
  }
  const from = env.TWILIO_FROM_NUMBER?.trim() || undefined;
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID?.trim() || undefined;
  if (!from && !messagingServiceSid) {
    throw new Error("Twilio texts need TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID");
  }
  return {
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from,
    messagingServiceSid,
    apiBase: env.TWILIO_API_BASE?.replace(/\/+$/, "") || undefined,
  };
}

/**
 * Whether webhook endpoints may be on private addresses: as `WEBHOOKS_ALLOW_PRIVATE` says,
 * by default only in development (the embedded default, whose owners test against their own
 * machine), and never in production, whatever it says.
 */
function webhooksAllowPrivate(env: NodeJS.ProcessEnv): boolean {
  const environment = env.NODE_ENV || "development";
  if (environment === "production") return false;
  const value = env.WEBHOOKS_ALLOW_PRIVATE?.trim().toLowerCase();
  if (value === "true") return true;
  if (value === "false") return false;
  if (value) throw new Error(`WEBHOOKS_ALLOW_PRIVATE must be true or false, got "${value}"`);
  return environment === "development";
}

/**
 * Reads the configuration from the environment; every setting has an embedded default.
 *
 * | variable | meaning |
 * | --- | --- |
 * | `HOST`, `PORT` | where to listen (127.0.0.1:3000) |
 * | `DATABASE_URL` | PostgreSQL; unset: PGlite in `DATA_DIR` (.data/pglite) |
 * | `DATABASE_CONNECT_TIMEOUT_MS`, `DATABASE_STATEMENT_TIMEOUT_MS` | PostgreSQL connect (5000) and statement (10000) timeouts |
 * | `SITE_DIR` | built site to serve; empty for the API only |
 * | `SESSION_SECRET` | signs CSRF tokens and the Google sign-in state |
 * | `SECRETS_KEY`, `SECRETS_KEY_FILE` | AES-256-GCM key (32 bytes, base64) for secrets at rest; unset: generated in `SECRETS_KEY_FILE` (.data/secrets.key) |
 * | `LOG_LEVEL`, `TRUST_PROXY` | pino level; proxies to trust |
 * | `CORS_ORIGINS` | comma-separated origins allowed to call the API from browsers |
 * | `REDIS_URL` | rate-limit counters in Redis (memory when unset) |
 * | `SMTP_URL`, `EMAIL_FROM` | send mail through SMTP (the local mailbox when unset); From address |
 * | `MAIL_DIR` | without SMTP, one JSON file per message sent (.data/mail) |
 * | `PUBLIC_URL` | the site's public address for links (http://localhost:PORT) |
 * | `GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET`, `GOOGLE_ISSUER` | Google sign-in |
 * | `ADMIN_EMAIL`, `ADMIN_PASSWORD`, `ADMIN_USERNAME` | first administrator, created at start-up |
 * | `NODE_ENV` | environment recorded with client errors (development) |
 * | `SALES_EMAIL` | inbox for chat leads (sales@ringline.ai) |
 * | `CHAT_MODEL_BASE_URL`, `CHAT_MODEL_API_KEY`, `CHAT_MODEL_NAME`, `CHAT_MODEL_TIMEOUT_MS` | OpenAI-compatible chat model; offline model when the URL is unset |
 * | `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`, `STRIPE_API_BASE` | Stripe payments; the embedded provider when the key is unset |
 * | `TWILIO_ACCOUNT_SID`, `TWILIO_AUTH_TOKEN`, `TWILIO_FROM_NUMBER`, `TWILIO_MESSAGING_SERVICE_SID`, `TWILIO_API_BASE` | texts through Twilio; the outbox only when the account is unset |
 * | `VAPI_SERVER_CREDENTIAL` | the credential server messages carry: `hmac` (default: sha256 of `{timestamp}.{body}`, hex, `x-signature`/`x-timestamp`), `bearer`, or a JSON plan (`{"type":"hmac","algorithm":"sha512","signatureEncoding":"base64","includeTimestamp":false}`, `{"type":"bearer","headerName":"x-api-key","bearerPrefixEnabled":false}`); the secret is derived from `SESSION_SECRET` |
 * | `VAPI_SERVER_SECRET` | a static `X-Vapi-Secret` (or `X-Vapi-Signature`) also accepted on the server-message endpoint (the credential only when unset) |
 * | `CALL_REPORT_WORKERS` | workers applying end-of-call reports side by side in each instance, in batches (1 to 8, each holding one of the pool's ten connections; default 2 on PostgreSQL, 1 on PGlite) |
 * | `RECORDING_HOSTS` | hosts call recordings are fetched from, comma-separated (`*.example.com` for subdomains); default `storage.vapi.ai`; the emulator's own origin always when it is the platform |
 * | `CRAWLER_ALLOW_PRIVATE_NETWORKS` | `true` lets the website crawler reach loopback and private addresses (tests; ignored in production) |
 * | `GOOGLE_CALENDAR_CLIENT_ID`, `GOOGLE_CALENDAR_CLIENT_SECRET`, `GOOGLE_CALENDAR_BASE_URL` | Google Calendar connections (OAuth app); the base URL replaces Google's origins (a stand-in, tests) |
 * | `MICROSOFT_CALENDAR_CLIENT_ID`, `MICROSOFT_CALENDAR_CLIENT_SECRET`, `MICROSOFT_CALENDAR_BASE_URL` | Microsoft 365 / Outlook calendar connections (OAuth app) |
 * | `HUBSPOT_CLIENT_ID`, `HUBSPOT_CLIENT_SECRET`, `HUBSPOT_BASE_URL` | HubSpot connections (OAuth app, a CRM); the base URL replaces app.hubspot.com and api.hubapi.com (a stand-in, tests) |
 * | `CALCOM_BASE_URL` | replaces the Cal.com API origin (a stand-in, tests) |
 * | `GOHIGHLEVEL_BASE_URL`, `FOLLOWUPBOSS_BASE_URL` | replace the GoHighLevel and Follow Up Boss API origins (a stand-in, tests) |
 * | `FOLLOWUPBOSS_SYSTEM`, `FOLLOWUPBOSS_SYSTEM_KEY` | Ringline's registered system at Follow Up Boss (`X-System`, `X-System-Key`; "Ringline" and none) |
 * | `LOCAL_CALENDAR` | `true`/`false`: offer the demo calendar (on unless `NODE_ENV=production`) |
 * | `WEBHOOKS_ALLOW_PRIVATE` | `true` lets webhook endpoints be on loopback and private addresses, http on this machine (default: `true` in development, `false` otherwise; ignored in production) |
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const siteDir = env.SITE_DIR ?? path.join(apiPackageRoot(), "..", "reference-site", "dist");
  const port = integer("PORT", env.PORT, 3000);
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          issuer: env.GOOGLE_ISSUER || "https://accounts.google.com",
        }
      : undefined;
  const initialAdmin =
    env.ADMIN_EMAIL && env.ADMIN_PASSWORD
      ? {
          email: env.ADMIN_EMAIL.trim().toLowerCase(),
          password: env.ADMIN_PASSWORD,
          username: env.ADMIN_USERNAME || "admin",
        }
      : undefined;
  return {
    corsOrigins: list(env.CORS_ORIGINS),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailDir: path.resolve(
      env.MAIL_DIR || path.join(path.dirname(path.resolve(env.DATA_DIR || ".data/pglite")), "mail"),
    ),
    emailFrom: env.EMAIL_FROM || "Ringline <no-reply@ringline.local>",
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ""),
    google,
    initialAdmin,
    environment: env.NODE_ENV || "development",
    chat: {
      salesEmail: (env.SALES_EMAIL || "sales@ringline.ai").trim(),
      provider: env.CHAT_MODEL_BASE_URL
        ? {
            baseUrl: env.CHAT_MODEL_BASE_URL.replace(/\/+$/, ""),
            apiKey: env.CHAT_MODEL_API_KEY || undefined,
            model: env.CHAT_MODEL_NAME || "gpt-4o-mini",
            timeoutMs: integer("CHAT_MODEL_TIMEOUT_MS", env.CHAT_MODEL_TIMEOUT_MS, 15_000),
          }
        : undefined,
    },
    payments: {
      stripe: env.STRIPE_SECRET_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
            apiBase: env.STRIPE_API_BASE?.replace(/\/+$/, "") || undefined,
          }
        : undefined,
    },
    calls: {
      legacySecret: env.VAPI_SERVER_SECRET || undefined,
      twilio: twilioSettings(env),
      recordingHosts: env.RECORDING_HOSTS
        ? env.RECORDING_HOSTS.split(",")
            .map((host) => host.trim())
            .filter(Boolean)
        : undefined,
      reportWorkers: reportWorkersSetting(env.CALL_REPORT_WORKERS),
    },
    integrations: {
      google: oauthApp(env, "GOOGLE_CALENDAR"),
      microsoft: oauthApp(env, "MICROSOFT_CALENDAR"),
      localCalendar: env.LOCAL_CALENDAR
        ? env.LOCAL_CALENDAR === "true"
        : env.NODE_ENV !== "production",
      hubspot: oauthApp(env, "HUBSPOT"),
      calcomBaseUrl: env.CALCOM_BASE_URL || undefined,
      gohighlevelBaseUrl: env.GOHIGHLEVEL_BASE_URL || undefined,
      followupbossBaseUrl: env.FOLLOWUPBOSS_BASE_URL || undefined,
      followupbossSystem: env.FOLLOWUPBOSS_SYSTEM || undefined,
      followupbossSystemKey: env.FOLLOWUPBOSS_SYSTEM_KEY || undefined,
    },
    receptionist: {
      serverCredential: serverCredentialSetting(env.VAPI_SERVER_CREDENTIAL),
      // For end-to-end tests that crawl a site they serve; never in production.
      allowPrivateNetworks:
        env.CRAWLER_ALLOW_PRIVATE_NETWORKS === "true" && env.NODE_ENV !== "production",
    },
    webhooks: { allowPrivateNetworks: webhooksAllowPrivate(env) },
    voice: {
      privateKey: env.VAPI_PRIVATE_KEY || undefined,
      publicKey: env.VAPI_PUBLIC_KEY || undefined,
      baseUrl: env.VAPI_BASE_URL || undefined,
      demoAssistantId: env.VAPI_DEMO_ASSISTANT_ID || undefined,
      emulatorDataDir: path.resolve(
        env.VOICE_EMULATOR_DATA_DIR ||
          path.join(path.dirname(path.resolve(env.DATA_DIR || ".data/pglite")), "voice-emulator"),
      ),
    },
    host: env.HOST || "127.0.0.1",
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseTimeouts: {
      connectTimeoutMs: integer(
        "DATABASE_CONNECT_TIMEOUT_MS",
        env.DATABASE_CONNECT_TIMEOUT_MS,
        5000,
      ),
      statementTimeoutMs: integer(
        "DATABASE_STATEMENT_TIMEOUT_MS",
        env.DATABASE_STATEMENT_TIMEOUT_MS,
        10_000,
      ),
    },
    dataDir: path.resolve(env.DATA_DIR || ".data/pglite"),
    secrets: {
      key: env.SECRETS_KEY || undefined,
      keyFile: path.resolve(
        env.SECRETS_KEY_FILE ||
          path.join(path.dirname(path.resolve(env.DATA_DIR || ".data/pglite")), "secrets.key"),
      ),
    },
    siteDir: env.SITE_DIR === "" ? undefined : siteDir,
    sessionSecret: env.SESSION_SECRET || randomBytes(32).toString("base64url"),
    logLevel: env.LOG_LEVEL || "info",
    trustProxy: integer("TRUST_PROXY", env.TRUST_PROXY, 0),
  };
}
