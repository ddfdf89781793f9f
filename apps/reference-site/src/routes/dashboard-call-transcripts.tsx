export { CallLogsPage as Component } from "../features/call-logs/call-logs-page.js";

export const handle = { title: "Call Transcripts · Dashboard" };
