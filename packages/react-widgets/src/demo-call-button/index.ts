export {
  alertForError,
  createDemoCallController,
  DEMO_CALL_TIMINGS,
  type DemoCall,
  type DemoCallAlert,
  type DemoCallController,
  type DemoCallControllerOptions,
  type DemoCallState,
  detectMobile,
  webCallFactory,
} from "./demo-call.js";
export { DemoCallButton, type DemoCallButtonProps } from "./demo-call-button.js";
export {
  type DemoCallButtonEvents,
  type UseDemoCallButtonOptions,
  type UseDemoCallButtonResult,
  useDemoCallButton,
} from "./use-demo-call-button.js";
