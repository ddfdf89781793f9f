import { msg } from "@lingui/core/macro";

export { TranscriptsPage as Component } from "../features/call-logs/transcripts-page.js";

export const handle = { title: msg`Call Transcripts · Dashboard` };
