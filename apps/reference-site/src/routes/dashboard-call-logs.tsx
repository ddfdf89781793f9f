export { CallLogsTab as Component } from "../features/dashboard/call-logs-tab.js";

export const handle = { title: "Call Logs · Dashboard" };
