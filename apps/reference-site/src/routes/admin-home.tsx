export { AdminHomePage as Component } from "../features/admin/admin-home-page.js";

export const handle = { title: "Overview · Back office" };
