export { VerifyEmailPage as Component } from "../features/auth/verify-email-page.js";

export const handle = { title: "Verify email", noindex: true };
