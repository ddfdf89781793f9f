import { defineMessages } from "../shared/messages.js";

export const toasterMessages = defineMessages({
  en: { notifications: "Notifications", close: "Close notification" },
  es: { notifications: "Notificaciones", close: "Cerrar notificación" },
});
