export { AdminEmailTranscriptsPage as Component } from "../features/admin/communications/admin-email-transcripts-page.js";

export const handle = { title: "Email transcripts · Back office" };
