export { ForgotPasswordPage as Component } from "../features/auth/forgot-password-page.js";

export const handle = { title: "Forgot password", noindex: true };
