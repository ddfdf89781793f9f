import { msg } from "@lingui/core/macro";

export { ProfileTab as Component } from "../features/dashboard/profile-tab.js";

export const handle = { title: msg`Profile · Dashboard` };
