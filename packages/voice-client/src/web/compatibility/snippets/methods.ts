// Every method of `@vapi-ai/web`'s `Vapi` in a call, as an app calls them. Written for
// `@vapi-ai/web`.
import Vapi from "@vapi-ai/web";
import type { CreateAssistantDTO } from "@vapi-ai/web/dist/api";

function waitFor(vapi: Vapi, event: "call-start" | "call-end"): Promise<void> {
  return new Promise((resolve) => {
    vapi.once(event, () => resolve());
  });
}

/** The constructor with every argument `Vapi` takes. */
export function createVapi(publicKey: string, apiBaseUrl: string): Vapi {
  return new Vapi(publicKey, apiBaseUrl, { avoidEval: true }, { startAudioOff: false });
}

/** Starts a call and waits until the assistant listens; answers the call's id. */
export async function startCall(vapi: Vapi, assistant: CreateAssistantDTO): Promise<string> {
  const started = waitFor(vapi, "call-start");
  const call = await vapi.start(assistant);
  await started;
  return call?.id ?? "no call";
}

/** Uses every control of a call in progress; answers what they reported. */
export async function useEveryControl(vapi: Vapi): Promise<Record<string, unknown>> {
  const report: Record<string, unknown> = {};
  vapi.send({ type: "add-message", message: { role: "user", content: "What are your hours?" } });
  vapi.send({
    type: "add-message",
    message: { role: "system", content: "Be brief." },
    triggerResponseEnabled: false,
  });
  vapi.send({ type: "control", control: "mute-assistant" });
  vapi.send({ type: "control", control: "unmute-assistant" });
  vapi.send({ type: "control", control: "say-first-message", videoRecordingStartDelaySeconds: 0 });
  vapi.send({
    type: "say",
    message: "One moment please.",
    endCallAfterSpoken: false,
    interruptionsEnabled: true,
    interruptAssistantEnabled: false,
  });
  vapi.say("Still there?");
  vapi.say("Thanks for waiting.", false, false, false);

  vapi.setMuted(true);
  report.mutedAfterMute = vapi.isMuted();
  vapi.setMuted(false);
  report.mutedAfterUnmute = vapi.isMuted();

  vapi.setVolume(0.8);
  await vapi.setInputDevicesAsync({ audioDeviceId: "default" });
  vapi.setOutputDeviceAsync({ outputDeviceId: "default" });
  await vapi.increaseMicLevel(1.2);
  report.audioPlayer = vapi.getAudioPlayer() === null ? "none" : "element";
  report.dailyCallObject = vapi.getDailyCallObject() === null ? "none" : "object";
  report.localAudioLevel = typeof vapi.getLocalAudioLevel();
  await vapi.startLocalAudioLevelObserver(100);
  report.observerRunning = typeof vapi.isLocalAudioLevelObserverRunning();
  vapi.stopLocalAudioLevelObserver();
  vapi.startScreenSharing();
  vapi.stopScreenSharing();
  vapi.startRecording();
  vapi.stopRecording();
  return report;
}

/** Ends the call for everyone and waits for the end. */
export async function endCall(vapi: Vapi): Promise<void> {
  const ended = waitFor(vapi, "call-end");
  vapi.end();
  await ended;
}

/** A second call on the same instance, hung up with `stop()`. */
export async function callTwice(vapi: Vapi, assistant: CreateAssistantDTO): Promise<boolean> {
  const first = await vapi.start(assistant);
  const second = await vapi.start(assistant);
  await vapi.stop();
  return first !== null && second === null;
}
