export type { InboundCallInput, OutboundCallee } from "./calls/call-simulator.js";
export type { DeliveryAttempt, VoiceEmulatorDelivery } from "./deliveries.js";
export type { VoiceEmulator, VoiceEmulatorOptions } from "./emulator.js";
export { startVoiceEmulator } from "./emulator.js";
export type { ActiveFault, VoiceEmulatorFault } from "./faults.js";
export type { ResponderModelOptions } from "./responder.js";
export type { HmacSigningPlan } from "./signing.js";
export { signServerMessageHeaders } from "./signing.js";
