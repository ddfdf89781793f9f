import { defineMessages } from "../../shared/messages.js";

export const stickyBarMessages = defineMessages({
  en: {
    label: "Try Ringline",
    message: "Never miss another lead: let AI answer every call.",
    tryDemo: "Try Demo (free)",
    endDemo: "End",
    startTrial: "Start Free Trial",
    viewDashboard: "View Dashboard",
    dismiss: "Dismiss",
    demoStarted: "Voice demo started",
    demoEnded: "Voice demo ended",
  },
  es: {
    label: "Prueba Ringline",
    message: "No vuelvas a perder un cliente: deja que la IA conteste cada llamada.",
    tryDemo: "Probar la demo (gratis)",
    endDemo: "Terminar",
    startTrial: "Empezar la prueba gratuita",
    viewDashboard: "Ver el panel",
    dismiss: "Descartar",
    demoStarted: "Demo de voz iniciada",
    demoEnded: "Demo de voz terminada",
  },
});
