export { AdminLoginPage as Component } from "../features/admin/access/admin-login-page.js";

export const handle = { title: "Administrator sign-in" };
