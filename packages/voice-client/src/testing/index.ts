// Fakes for users' tests: a transport and an in-memory POST /call/web.
export {
  FakeTransport,
  type FakeTransportOperation,
  type FakeTransportOptions,
} from "./fake-transport.js";
export {
  createFakeWebCallApi,
  type FakeWebCallApiOptions,
  type FakeWebCallRequest,
} from "./fake-web-call-api.js";
export {
  type RecordedTransportEvent,
  recordTransportEvents,
} from "./record-transport-events.js";
