import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import {
  AddressRefusedError,
  checkLiteralHost,
  guardedLookup,
  isPublicAddress,
  PRIVATE_ADDRESS_CODE,
} from "../security/address-guard.js";

// One POST to an owner's endpoint, on Node's own http(s) whose socket lookup is the guarded
// one: every address a name resolves to is checked and the socket connects to the address
// checked, so a name that turns private between a check and the connection (DNS rebinding)
// is refused too. No redirect is followed (a 3xx is a failed attempt), the answer is read up
// to a few kilobytes, and the whole request has a time limit.

/** The start of an answer kept with an attempt. */
export const EXCERPT_LENGTH = 1024;
/** The longest a POST may take, from connecting to the end of the answer. */
export const REQUEST_TIMEOUT_MS = 10_000;
const READ_BYTES = 4 * EXCERPT_LENGTH;

/** What the receiver answered. */
export interface WebhookAnswer {
  status: number;
  /** The start of the body (at most {@link EXCERPT_LENGTH} characters), storable as text. */
  excerpt: string;
}

/** A request that was not made: the address is not one Ringline may call. */
export class WebhookAddressRefusedError extends Error {
  override readonly name = "WebhookAddressRefusedError";
}

/** Sends a signed body to an endpoint; throws when no answer came (refused, timeout, network). */
export type PostWebhook = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<WebhookAnswer>;

/** Text safe to store: no NUL, and at most {@link EXCERPT_LENGTH} characters. */
export function excerptOf(text: string): string {
  return text.replaceAll("\u0000", "\uFFFD").slice(0, EXCERPT_LENGTH);
}

const agents = new Map<boolean, { http: http.Agent; https: https.Agent }>();

function agentsFor(allowPrivate: boolean) {
  let pair = agents.get(allowPrivate);
  if (!pair) {
    const lookup = guardedLookup(allowPrivate) as unknown as http.AgentOptions["lookup"];
    pair = { http: new http.Agent({ lookup }), https: new https.Agent({ lookup }) };
    agents.set(allowPrivate, pair);
  }
  return pair;
}

/** Refuses what is never called: another scheme, credentials in the URL, a private literal IP. */
function checkTarget(url: URL, allowPrivate: boolean): void {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new WebhookAddressRefusedError(`${url.protocol} addresses are not called`);
  }
  if (url.username || url.password) {
    throw new WebhookAddressRefusedError("addresses with a user name or password are not called");
  }
  try {
    checkLiteralHost(url.hostname, allowPrivate);
  } catch (error) {
    throw new WebhookAddressRefusedError((error as Error).message);
  }
}

/**
 * A {@link PostWebhook} that reaches public addresses only (any address with `allowPrivate`,
 * which only development and tests turn on).
 *
 * @example
 * ```ts
 * const post = createWebhookPoster({ allowPrivate: false });
 * const answer = await post("https://hooks.example.com/r", headers, body);
 * ```
 */
export function createWebhookPoster(options: {
  allowPrivate: boolean;
  timeoutMs?: number | undefined;
}): PostWebhook {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return (address, headers, body) =>
    new Promise<WebhookAnswer>((resolve, reject) => {
      let url: URL;
      try {
        url = new URL(address);
        checkTarget(url, options.allowPrivate);
      } catch (error) {
        reject(error instanceof TypeError ? new WebhookAddressRefusedError("not a URL") : error);
        return;
      }
      const secure = url.protocol === "https:";
      const pair = agentsFor(options.allowPrivate);
      const signal = AbortSignal.timeout(timeoutMs);
      const request = (secure ? https : http).request(
        url,
        {
          method: "POST",
          agent: secure ? pair.https : pair.http,
          headers: {
            ...headers,
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(body)),
            "user-agent": "Ringline-Webhooks/1.0",
          },
          signal,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const finish = () => {
            resolve({
              status: response.statusCode ?? 0,
              excerpt: excerptOf(Buffer.concat(chunks).toString("utf8")),
            });
          };
          response.on("data", (chunk: Buffer) => {
            if (size >= READ_BYTES) return;
            chunks.push(chunk.subarray(0, READ_BYTES - size));
            size += chunk.length;
            // Enough to show: the rest of a long answer is not waited for.
            if (size >= READ_BYTES) {
              finish();
              response.destroy();
            }
          });
          response.on("end", finish);
          response.on("error", (error) => (size >= READ_BYTES ? undefined : reject(error)));
        },
      );
      request.on("error", (error: NodeJS.ErrnoException) => {
        if (error instanceof AddressRefusedError || error.code === PRIVATE_ADDRESS_CODE) {
          reject(new WebhookAddressRefusedError(error.message));
        } else if (signal.aborted) {
          reject(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`));
        } else {
          reject(error);
        }
      });
      request.end(body);
    });
}

/** Where an endpoint may point, by environment. */
export interface EndpointAddressRules {
  /** Private and loopback addresses allowed (development and tests only). */
  allowPrivate: boolean;
}

const isLoopbackName = (host: string) =>
  host === "localhost" ||
  host.endsWith(".localhost") ||
  (isIP(host) === 4 && host.startsWith("127.")) ||
  host === "[::1]";

/**
 * Why an owner's address cannot be an endpoint, in words; undefined when it can. https only,
 * except http on this machine where private addresses are allowed; no credentials; a name
 * that resolves (now) to a private address is refused as a private literal is. A name that
 * does not resolve yet is accepted: its deliveries fail until it does, and the log says so.
 *
 * @example
 * ```ts
 * await endpointAddressProblem("http://10.0.0.5/hook", { allowPrivate: false });
 * // "10.0.0.5 is not a public address"
 * ```
 */
export async function endpointAddressProblem(
  address: string,
  rules: EndpointAddressRules,
): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return "it is not a URL";
  }
  if (url.username || url.password) return "it holds a user name or password";
  if (url.protocol === "http:") {
    if (!rules.allowPrivate || !isLoopbackName(url.hostname)) return "it must start with https://";
  } else if (url.protocol !== "https:") {
    return "it must start with https://";
  }
  if (rules.allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) !== 0)
    return isPublicAddress(host) ? undefined : `${host} is not a public address`;
  if (isLoopbackName(host)) return `${host} is not a public address`;
  const addresses = await lookup(host, { all: true }).catch(() => []);
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  return refused
    ? `${host} resolves to ${refused.address}, which is not a public address`
    : undefined;
}
