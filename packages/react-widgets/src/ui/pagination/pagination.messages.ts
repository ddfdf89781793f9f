import { defineMessages } from "../../shared/messages.js";

export const paginationMessages = defineMessages({
  en: {
    navigation: "Pagination",
    previous: "Previous",
    next: "Next",
    page: "Page {page}",
    status: "Page {page} of {pageCount}",
  },
  es: {
    navigation: "Paginación",
    previous: "Anterior",
    next: "Siguiente",
    page: "Página {page}",
    status: "Página {page} de {pageCount}",
  },
});
