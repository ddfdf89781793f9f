// React bindings: one hook over the web call's external store.
export { type UseWebCallOptions, type UseWebCallResult, useWebCall } from "./use-web-call.js";
