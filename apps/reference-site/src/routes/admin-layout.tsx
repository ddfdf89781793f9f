import type { AppContext } from "../shared/app-context.js";
import { requireAdmin } from "../shared/session.js";

export { AdminLayout as Component } from "../layouts/admin-layout.js";

export const handle = { title: "Back office" };

/** Administrators only: without an admin session, the admin sign-in page. */
export const loader = (context: AppContext) => () => requireAdmin(context);
