import { defineMessages } from "../../shared/messages.js";

export const tableMessages = defineMessages({
  en: {
    loading: "Loading…",
    empty: "Nothing to show yet.",
    error: "This list could not be loaded.",
    retry: "Try again",
  },
  es: {
    loading: "Cargando…",
    empty: "Todavía no hay nada que mostrar.",
    error: "No se pudo cargar esta lista.",
    retry: "Reintentar",
  },
});
