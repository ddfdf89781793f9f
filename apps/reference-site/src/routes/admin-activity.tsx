export { AdminActivityPage as Component } from "../features/admin/admin-activity-page.js";

export const handle = { title: "Activity tracker · Back office" };
