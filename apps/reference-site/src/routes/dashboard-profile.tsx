export { ProfileTab as Component } from "../features/dashboard/profile-tab.js";

export const handle = { title: "Profile · Dashboard" };
