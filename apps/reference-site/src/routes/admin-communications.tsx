export { AdminCommunicationsPage as Component } from "../features/admin/admin-communications-page.js";

export const handle = { title: "Communications · Back office" };
