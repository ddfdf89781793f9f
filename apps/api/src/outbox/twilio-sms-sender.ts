import twilio from "twilio";
import type { SmsSender } from "./sms-sender.js";

// Texts through Twilio's Messages API, with the `twilio` package. Chosen when its settings are
// given (README: TWILIO_*); the outbox row is claimed before it gets here, so a text is handed
// to Twilio once, and Twilio's refusal (a bad number, an unverified sender) is kept on the row.

/** Twilio's account, and who the texts come from: a number or a messaging service. */
export interface TwilioSmsSettings {
  accountSid: string;
  authToken: string;
  /** `From`: a Twilio number in E.164 form. */
  from?: string | undefined;
  /** `MessagingServiceSid` (`MG…`), used instead of `from` when set. */
  messagingServiceSid?: string | undefined;
  /** Another address for Twilio's API (a local fake in tests, a proxy); `https://api.twilio.com`. */
  apiBase?: string | undefined;
}

const TWILIO_API = "https://api.twilio.com";
/** How long one request may take before it is given up (the row is then marked failed). */
const TIMEOUT_MS = 10_000;

/**
 * The package's own HTTP client, with every request's address moved from Twilio's API to
 * `apiBase`: authentication, form encoding, retries and errors stay the package's.
 */
class RebasedRequestClient extends twilio.RequestClient {
  readonly #base: string;
  constructor(base: string) {
    super({ timeout: TIMEOUT_MS, autoRetry: true, maxRetries: 3 });
    this.#base = base.replace(/\/+$/, "");
  }
  override request: twilio.RequestClient["request"] = (options) => {
    const uri = options.uri.startsWith(TWILIO_API)
      ? `${this.#base}${options.uri.slice(TWILIO_API.length)}`
      : options.uri;
    return super.request({ ...options, uri });
  };
}

/** Sends each text as one Twilio message; resolves with its SID (`SM…`). */
export function createTwilioSmsSender(settings: TwilioSmsSettings): SmsSender {
  if (!settings.from && !settings.messagingServiceSid) {
    throw new Error("Twilio texts need TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID");
  }
  const client = twilio(settings.accountSid, settings.authToken, {
    httpClient: settings.apiBase
      ? new RebasedRequestClient(settings.apiBase)
      : new twilio.RequestClient({ timeout: TIMEOUT_MS, autoRetry: true, maxRetries: 3 }),
  });
  const sender = settings.messagingServiceSid
    ? { messagingServiceSid: settings.messagingServiceSid }
    : { from: settings.from as string };
  return {
    transport: "twilio",
    async send({ to, body }) {
      const message = await client.messages.create({ to, body, ...sender });
      return { providerId: message.sid };
    },
  };
}
