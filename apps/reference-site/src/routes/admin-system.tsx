export { AdminSystemPage as Component } from "../features/admin/admin-system-page.js";

export const handle = { title: "System · Back office" };
