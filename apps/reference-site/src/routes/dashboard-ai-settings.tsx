import { msg } from "@lingui/core/macro";

export { AiSettingsTab as Component } from "../features/dashboard/ai-settings-tab.js";

export const handle = { title: msg`AI Settings · Dashboard` };
