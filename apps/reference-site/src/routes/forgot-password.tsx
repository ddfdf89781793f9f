import { msg } from "@lingui/core/macro";

export { ForgotPasswordPage as Component } from "../features/auth/forgot-password-page.js";

export const handle = { title: msg`Forgot password`, noindex: true };
