export { AiSettingsTab as Component } from "../features/dashboard/ai-settings-tab.js";

export const handle = { title: "AI Settings · Dashboard" };
