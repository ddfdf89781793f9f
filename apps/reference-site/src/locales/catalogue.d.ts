// A part of a language's catalogue as the site imports it (build/catalogue-groups.ts).
declare module "virtual:ringline-catalogue/*" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
