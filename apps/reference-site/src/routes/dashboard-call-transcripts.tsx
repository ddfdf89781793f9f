export { TranscriptsPage as Component } from "../features/call-logs/transcripts-page.js";

export const handle = { title: "Call Transcripts · Dashboard" };
