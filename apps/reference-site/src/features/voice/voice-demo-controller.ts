import type { ApiClient, TVoiceDemoConfig } from "@ringline/api-client";
import { routeQueryOptions } from "@ringline/api-client/react";
import {
  createDemoCallController,
  type DemoCallController,
  detectMobile,
  webCallFactory,
} from "@ringline/react-widgets";
import type { QueryClient } from "@tanstack/react-query";
import { track } from "../analytics/analytics.js";

/**
 * The site's voice demo call: the widget's controller, calling whichever voice platform the
 * API names (`GET /api/voice/demo-config`: the hosted platform or the embedded emulator).
 * Without a configuration the button says the agent is not configured, as the spec asks.
 */
export async function createSiteDemoCall(context: {
  api: ApiClient;
  queryClient: QueryClient;
}): Promise<DemoCallController> {
  let config: TVoiceDemoConfig | undefined;
  try {
    config = await context.queryClient.fetchQuery(
      routeQueryOptions(context.api, "getVoiceDemoConfig"),
    );
  } catch {
    config = undefined;
  }
  return createDemoCallController({
    assistantId: config?.assistantId ?? undefined,
    createCall: webCallFactory(config?.publicKey, config?.baseUrl, {
      transport: config?.transport,
    }),
    isMobile: detectMobile,
    onCallStart: () => track("demo_started", { source: "demo_call_button" }),
    onCallEnd: ({ durationMs }) =>
      track("demo_completed", { source: "demo_call_button", durationMs }),
  });
}
