import { defineMessages } from "../../shared/messages.js";

export const leadCapturePopupMessages = defineMessages({
  en: {
    title: "Don't Miss Out!",
    description:
      "Every missed call is a missed deal. Let your AI receptionist answer for you, day and night.",
    benefitsLabel: "What you get",
    benefitAnswer: "Every call answered 24/7, even after hours",
    benefitQualify: "Leads qualified and showings booked automatically",
    benefitSetup: "Set up in minutes, with a 7-day free trial",
    getStarted: "Get Started Now",
    viewDashboard: "View Dashboard",
    seeAi: "See AI in Action",
  },
  es: {
    title: "¡No te lo pierdas!",
    description:
      "Cada llamada perdida es un negocio perdido. Deja que tu recepcionista con IA conteste por ti, día y noche.",
    benefitsLabel: "Lo que obtienes",
    benefitAnswer: "Todas las llamadas atendidas 24/7, también fuera de horario",
    benefitQualify: "Clientes potenciales calificados y visitas agendadas automáticamente",
    benefitSetup: "Configuración en minutos, con 7 días de prueba gratis",
    getStarted: "Empezar ahora",
    viewDashboard: "Ver el panel",
    seeAi: "Ver la IA en acción",
  },
});
