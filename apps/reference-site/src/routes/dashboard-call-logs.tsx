import { msg } from "@lingui/core/macro";

export { CallLogsTab as Component } from "../features/dashboard/call-logs-tab.js";

export const handle = { title: msg`Call Logs · Dashboard` };
