import { createHmac } from "node:crypto";
import type { VoicePlatformClient } from "@ringline/voice-client";
import type { ServerMessageAuthenticationPlan } from "@ringline/voice-client/server";
import type { ServerCredentialSetting } from "../core/config.js";
import { type RetryPolicy, withRetries } from "./platform-errors.js";

// Every assistant, tool and phone number of a receptionist sends its server messages to
// `${PUBLIC_URL}/api/voice/server-messages` with one webhook credential on the platform: HMAC
// by default, or the plan `VAPI_SERVER_CREDENTIAL` chooses. Its secret is derived from the
// session secret (so it is stable wherever that is), and the credential is brought up to date
// once per process.

/** The credential's name on the platform (at most 40 characters). */
export const SERVER_CREDENTIAL_NAME = "Ringline server messages";

/**
 * The HMAC secret of the server messages: derived from the session secret, so the endpoint
 * that verifies them (`POST /api/voice/server-messages`) derives the same one.
 */
export function serverMessageSecret(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update("ringline voice server messages").digest("hex");
}

/** The credential's whole plan: the setting's, with the derived secret as key or token. */
export function serverCredentialPlan(
  setting: ServerCredentialSetting,
  secret: string,
): ServerMessageAuthenticationPlan {
  return setting.type === "bearer"
    ? { ...setting, token: secret }
    : { ...setting, secretKey: secret };
}

interface CredentialRecord {
  id: string;
  name?: string;
  provider?: string;
}

/**
 * Finds or makes the webhook credential and sets its plan (once per process); answers its id.
 */
export function createServerCredential(
  client: () => VoicePlatformClient,
  plan: ServerMessageAuthenticationPlan,
  retry: RetryPolicy,
) {
  let ensured: Promise<string> | undefined;
  async function ensure(): Promise<string> {
    const platform = client();
    const list = (await withRetries(() => platform.credential.list(), retry)) as unknown;
    const found = (Array.isArray(list) ? (list as CredentialRecord[]) : []).find(
      (credential) =>
        credential.name === SERVER_CREDENTIAL_NAME && credential.provider === "webhook",
    );
    if (found) {
      await withRetries(
        () => platform.credential.update(found.id, { authenticationPlan: plan } as never),
        retry,
      );
      return found.id;
    }
    const created = (await withRetries(
      () =>
        platform.credential.create({
          provider: "webhook",
          name: SERVER_CREDENTIAL_NAME,
          authenticationPlan: plan,
        } as never),
      retry,
      false,
    )) as CredentialRecord;
    return created.id;
  }
  return {
    id(): Promise<string> {
      ensured ??= ensure().catch((error: unknown) => {
        ensured = undefined;
        throw error;
      });
      return ensured;
    },
  };
}

export type ServerCredential = ReturnType<typeof createServerCredential>;
