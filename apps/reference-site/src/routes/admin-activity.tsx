export { AdminActivityPage as Component } from "../features/admin/system/admin-activity-page.js";

export const handle = { title: "Activity tracker · Back office" };
