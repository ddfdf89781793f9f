export { AdminSystemPage as Component } from "../features/admin/system/admin-system-page.js";

export const handle = { title: "System · Back office" };
