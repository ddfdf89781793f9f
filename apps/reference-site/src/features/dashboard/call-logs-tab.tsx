export { CallLogsPage as CallLogsTab } from "../call-logs/call-logs-page.js";
