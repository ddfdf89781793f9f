import type { DemoCallController } from "@ringline/react-widgets";
import { createContext, useContext, useEffect, useSyncExternalStore } from "react";

/**
 * The page's one live voice demo, shared by every control that starts it (the header's Demo
 * button, the sticky bar's 'Try Demo (free)', the demo section's button): one call, one state.
 * The call's code and the demo's configuration load on first use.
 */
export interface VoiceDemoHandle {
  /** The call's controller, once loaded. */
  getController(): DemoCallController | undefined;
  /** Whether a call is being placed or is on. */
  isActive(): boolean;
  subscribe(listener: () => void): () => void;
  /** Loads the controller (without calling). */
  load(): Promise<DemoCallController>;
  /** Starts a call, or ends the one that is on. */
  toggle(): Promise<void>;
}

/** A handle whose controller comes from `create` (called once, on first use). */
export function createVoiceDemoHandle(create: () => Promise<DemoCallController>): VoiceDemoHandle {
  let controller: DemoCallController | undefined;
  let loading: Promise<DemoCallController> | undefined;
  // A call asked for while the call's code still loads: the visitor is busy from the tap on.
  let starting = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const load = () => {
    loading ??= create().then((created) => {
      controller = created;
      created.subscribe(notify);
      notify();
      return created;
    });
    return loading;
  };
  return {
    getController: () => controller,
    isActive: () => starting || (controller ? controller.getSnapshot().status !== "idle" : false),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    async toggle() {
      if (!controller) {
        starting = true;
        notify();
      }
      try {
        (await load()).press();
      } finally {
        if (starting) {
          starting = false;
          notify();
        }
      }
    },
  };
}

export const VoiceDemoContext = createContext<VoiceDemoHandle | null>(null);

/** The page's voice demo. */
export function useVoiceDemo(): VoiceDemoHandle {
  const handle = useContext(VoiceDemoContext);
  if (!handle) throw new Error("useVoiceDemo must be used inside the marketing layout");
  return handle;
}

/** Whether the demo call is on (re-renders when it starts or ends). */
export function useVoiceDemoActive(handle: VoiceDemoHandle): boolean {
  return useSyncExternalStore(handle.subscribe, handle.isActive, () => false);
}

/** The controller, loading it when the component mounts; undefined until it is there. */
export function useVoiceDemoController(handle: VoiceDemoHandle): DemoCallController | undefined {
  useEffect(() => {
    void handle.load();
  }, [handle]);
  return useSyncExternalStore(handle.subscribe, handle.getController, () => undefined);
}
