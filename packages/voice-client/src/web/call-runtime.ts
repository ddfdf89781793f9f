// What a call needs once it starts, loaded then (as the transports are), so that `./web`
// costs little before a call: the stages, the POST /call/web request and the session.

export { CallSession } from "./call-session.js";
export { createWebCall } from "./create-web-call.js";
export { connectStages, openTransport, validateTarget, webCallBody } from "./start-stages.js";
