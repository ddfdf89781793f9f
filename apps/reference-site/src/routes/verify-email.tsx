import { msg } from "@lingui/core/macro";

export { VerifyEmailPage as Component } from "../features/auth/verify-email-page.js";

export const handle = { title: msg`Verify email`, noindex: true };
