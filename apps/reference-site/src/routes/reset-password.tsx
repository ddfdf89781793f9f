import { msg } from "@lingui/core/macro";

export { ResetPasswordPage as Component } from "../features/auth/reset-password-page.js";

export const handle = { title: msg`Reset password`, noindex: true };
