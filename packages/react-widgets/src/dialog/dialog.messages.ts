import { defineMessages } from "../shared/messages.js";

export const dialogMessages = defineMessages({
  en: { close: "Close" },
  es: { close: "Cerrar" },
});
