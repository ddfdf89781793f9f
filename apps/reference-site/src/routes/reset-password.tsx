export { ResetPasswordPage as Component } from "../features/auth/reset-password-page.js";

export const handle = { title: "Reset password", noindex: true };
