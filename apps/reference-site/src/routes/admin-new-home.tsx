export { AdminNewHomePage as Component } from "../features/admin/admin-new-home-page.js";

export const handle = { title: "Home · Back office" };
