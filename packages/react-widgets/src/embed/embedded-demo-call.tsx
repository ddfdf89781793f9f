import type { TVoiceDemoConfig } from "@ringline/api-client";
import { useEffect, useState } from "react";
import { DemoCallButton, type DemoCallButtonProps } from "../demo-call-button/demo-call-button.js";
import { type EmbedGateProps, withEmbedGate } from "./embed-gate.js";

/**
 * Props of {@link EmbeddedDemoCall}: the button's, plus where Ringline is. Without a public
 * key, the call's settings come from Ringline (`GET /api/voice/demo-config`, through the embed
 * key when one is given).
 *
 * @example
 * ```ts
 * const props: EmbeddedDemoCallProps = { apiUrl: "https://app.ringline.ai", embedKey: "rk_…" };
 * ```
 */
export interface EmbeddedDemoCallProps extends DemoCallButtonProps, EmbedGateProps {}

function DemoCall({ apiUrl, embedKey, ...props }: EmbeddedDemoCallProps) {
  const fromRingline =
    props.publicKey === undefined && (apiUrl !== undefined || embedKey !== undefined);
  const [config, setConfig] = useState<TVoiceDemoConfig | undefined>(undefined);
  useEffect(() => {
    if (!fromRingline) return;
    let current = true;
    // The API client is fetched only here: the button itself stays small before a call.
    import("./embed-client.js")
      .then(({ embedApiClient }) => embedApiClient(apiUrl, embedKey).getVoiceDemoConfig())
      .then((answer) => {
        if (current) setConfig(answer);
      })
      // Without settings the button explains, when pressed, that the demo is not set up.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [fromRingline, apiUrl, embedKey]);
  if (!fromRingline || !config?.available || !config.assistantId) {
    return <DemoCallButton {...props} />;
  }
  return (
    <DemoCallButton
      {...props}
      publicKey={config.publicKey}
      assistantId={config.assistantId}
      baseUrl={config.baseUrl}
      callOptions={props.callOptions ?? { transport: config.transport }}
    />
  );
}

/**
 * `<ringline-demo-call>` as the embed renders it: the voice demo button, with its settings
 * from Ringline when the page gives an embed key (or `api-url`) rather than a public key.
 *
 * @example
 * ```tsx
 * <EmbeddedDemoCall apiUrl="https://app.ringline.ai" embedKey="rk_…" />
 * ```
 */
export const EmbeddedDemoCall = withEmbedGate(DemoCall);
