import { generate } from "otplib";

/** The authenticator app's code for `secret` at `atMs` (for end-to-end tests). */
export function totpCodeAt(secret: string, atMs: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(atMs / 1000) });
}
