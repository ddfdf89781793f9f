import type { AppContext } from "../shared/app-context.js";
import { requireAdminToEnrol } from "../shared/session.js";

export { AdminTwoFactorPage as Component } from "../features/admin/access/admin-two-factor-page.js";

export const handle = { title: "Set up two-factor sign-in" };

/** An administrator without two-factor sign-in: nothing else in the back office works yet. */
export const loader = (context: AppContext) => () => requireAdminToEnrol(context);
