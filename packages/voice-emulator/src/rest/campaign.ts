// Campaigns dial their customers through the call simulator as soon as they are created.

import type { EmulatorCore } from "../core.js";
import { registerCrud, requireStored } from "./collection.js";
import { bodyOf, type RestHandlers } from "./types.js";

export function campaignHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
  const campaigns = registerCrud(
    handlers,
    core,
    "/campaign",
    {
      name: "campaign",
      label: "Campaign",
      defaults: () => ({
        status: "scheduled",
        calls: {},
        callsCounterScheduled: 0,
        callsCounterQueued: 0,
        callsCounterInProgress: 0,
        callsCounterEndedVoicemail: 0,
        callsCounterEnded: 0,
      }),
      after: (record, change) => {
        if (change === "create") core.calls.startCampaign(record);
      },
    },
    { page: true },
  );
  handlers["POST /campaign"] = (context) => {
    const { phoneNumberId } = bodyOf(context);
    if (typeof phoneNumberId === "string") {
      requireStored(core, "phone-number", phoneNumberId, "Phone number");
    }
    return campaigns.create(context);
  };
  return handlers;
}
