export {
  browserTimeZone,
  CALL_BANDS,
  createDemoBookingForm,
  DEMO_BOOKING_STEPS,
  type DemoBookingClient,
  type DemoBookingContract,
  type DemoBookingField,
  type DemoBookingForm,
  type DemoBookingFormOptions,
  type DemoBookingFormState,
  type DemoBookingResult,
  type DemoBookingStep,
  type DemoBookingValues,
} from "./demo-booking-form.js";
export { ScheduleDemoModal, type ScheduleDemoModalProps } from "./schedule-demo-modal.js";
export {
  type ScheduleDemoModalEvents,
  type UseScheduleDemoModalOptions,
  type UseScheduleDemoModalResult,
  useScheduleDemoModal,
} from "./use-schedule-demo-modal.js";
