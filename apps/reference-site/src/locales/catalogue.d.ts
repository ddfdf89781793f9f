// A catalogue as the site imports it: compiled by Lingui's Vite plugin (vite.config.ts).
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
