export { AdminCommunicationsPage as Component } from "../features/admin/communications/admin-communications-page.js";

export const handle = { title: "Communications · Back office" };
