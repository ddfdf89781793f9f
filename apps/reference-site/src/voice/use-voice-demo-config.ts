import { useEffect, useState } from "react";

/** What `GET /api/voice/demo-config` answers: how the site's voice demo reaches the platform. */
export interface VoiceDemoConfig {
  available: boolean;
  publicKey: string;
  assistantId: string | null;
  baseUrl: string;
  transport: "local" | "daily";
}

export type VoiceDemoConfigState =
  | { status: "loading" }
  | { status: "ready"; config: VoiceDemoConfig }
  | { status: "error" };

/** Loads the voice demo's configuration once per mount. */
export function useVoiceDemoConfig(): VoiceDemoConfigState {
  const [state, setState] = useState<VoiceDemoConfigState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/voice/demo-config", { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`demo config answered ${response.status}`);
        setState({ status: "ready", config: (await response.json()) as VoiceDemoConfig });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error" });
      });
    return () => controller.abort();
  }, []);
  return state;
}
