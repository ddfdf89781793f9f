// API keys, as the platform checks them: the private key opens everything, the public key
// only starts web calls, and the credential webhook needs no key at all.

import type { IncomingMessage } from "node:http";
import { HttpError } from "../http-error.js";
import type { EmulatorKeys } from "./configuration.js";

const UNAUTHORIZED_MESSAGE =
  "Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.";

/** Throws the platform's 401 unless the request's key may call `operation` (admin: undefined). */
export type Authorize = (request: IncomingMessage, operation: string | undefined) => void;

export function createAuthorize(keys: EmulatorKeys): Authorize {
  return (request, operation) => {
    if (operation === "POST /credential/webhook") return;
    const header = request.headers.authorization ?? "";
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
    if (token === keys.privateKey) return;
    if (token === keys.publicKey && operation === "POST /call/web") return;
    throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  };
}
