import { defineMessages } from "../shared/messages.js";

export const errorBoundaryMessages = defineMessages({
  en: {
    criticalTitle: "Something went wrong",
    criticalDescription:
      "The application ran into an unexpected error. Reloading it usually fixes the problem.",
    reloadApplication: "Reload Application",
    goHome: "Go Home",
    errorIdLabel: "Error ID",
    copyErrorId: "Copy error ID",
    copied: "Error ID copied",
    copyFailed: "Could not copy. Select the ID and copy it by hand.",
    pageTitle: "This page could not be loaded",
    pageDescription: "An error stopped this page from loading. You can try again or go home.",
    tryAgain: "Try Again",
    attemptsLeft: "{count} of {max} attempts left",
    noAttemptsLeft: "No attempts left. Go home or reload the page.",
    componentMessage: "This section could not be loaded.",
    retry: "Retry",
    refreshPage: "Refresh Page",
    dashboardTitle: "Your dashboard hit a problem",
    dashboardDescription: "Part of your dashboard could not be loaded.",
    recovering: "Recovering...",
  },
  es: {
    criticalTitle: "Algo salió mal",
    criticalDescription:
      "La aplicación encontró un error inesperado. Recargarla suele solucionar el problema.",
    reloadApplication: "Recargar la aplicación",
    goHome: "Ir al inicio",
    errorIdLabel: "ID del error",
    copyErrorId: "Copiar el ID del error",
    copied: "ID del error copiado",
    copyFailed: "No se pudo copiar. Selecciona el ID y cópialo a mano.",
    pageTitle: "No se pudo cargar esta página",
    pageDescription:
      "Un error impidió cargar esta página. Puedes intentarlo de nuevo o ir al inicio.",
    tryAgain: "Intentar de nuevo",
    attemptsLeft: "Quedan {count} de {max} intentos",
    noAttemptsLeft: "No quedan intentos. Ve al inicio o recarga la página.",
    componentMessage: "No se pudo cargar esta sección.",
    retry: "Reintentar",
    refreshPage: "Actualizar la página",
    dashboardTitle: "Tu panel tuvo un problema",
    dashboardDescription: "No se pudo cargar una parte de tu panel.",
    recovering: "Recuperando...",
  },
});
