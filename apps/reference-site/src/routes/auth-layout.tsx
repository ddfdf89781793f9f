export { AuthLayout as Component } from "../layouts/auth-layout.js";
