import { defineMessages } from "../../shared/messages.js";

export const buttonMessages = defineMessages({
  en: { pending: "Please wait…" },
  es: { pending: "Un momento…" },
});
