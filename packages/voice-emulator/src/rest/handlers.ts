// One handler per platform operation, assembled from the resource groups. Most groups are
// plain collections (see collection.ts); each file holds one group's exceptions.

import type { EmulatorCore } from "../core.js";
import { analyticsHandlers } from "./analytics.js";
import { assistantHandlers } from "./assistant.js";
import { callHandlers } from "./call.js";
import { campaignHandlers } from "./campaign.js";
import { chatHandlers } from "./chat.js";
import { credentialHandlers } from "./credential.js";
import { evalHandlers } from "./eval.js";
import { fileHandlers } from "./file.js";
import { knowledgeBaseHandlers } from "./knowledge-base.js";
import { orgHandlers } from "./org.js";
import { phoneNumberHandlers } from "./phone-number.js";
import { providerHandlers } from "./provider.js";
import { simpleGroupHandlers } from "./simple-groups.js";
import { templateHandlers } from "./template.js";
import { testSuiteHandlers } from "./test-suite.js";
import { toolHandlers } from "./tool.js";
import type { RestHandlers } from "./types.js";
import { voiceLibraryHandlers } from "./voice-library.js";

const GROUPS: ((core: EmulatorCore) => RestHandlers)[] = [
  assistantHandlers,
  simpleGroupHandlers,
  callHandlers,
  chatHandlers,
  campaignHandlers,
  phoneNumberHandlers,
  fileHandlers,
  knowledgeBaseHandlers,
  toolHandlers,
  testSuiteHandlers,
  evalHandlers,
  orgHandlers,
  templateHandlers,
  credentialHandlers,
  voiceLibraryHandlers,
  providerHandlers,
  analyticsHandlers,
];

/** All handlers, keyed by operation; a key claimed by two groups is a bug, caught here. */
export function createRestHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
  for (const group of GROUPS) {
    for (const [key, handler] of Object.entries(group(core))) {
      if (key in handlers) throw new Error(`two handlers for ${key}`);
      handlers[key] = handler;
    }
  }
  return handlers;
}
