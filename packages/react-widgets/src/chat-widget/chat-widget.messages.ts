import { defineMessages } from "../shared/messages.js";
import type { ChatMode } from "./chat-client.js";

export const chatWidgetMessages = defineMessages({
  en: {
    title: "Ringline Assistant",
    conversation: "Conversation",
    subtitle: "Usually replies in seconds",
    openChat: "Open chat",
    closeChat: "Close chat",
    unread: "{count} unread",
    reset: "Start over",
    inputLabel: "Message",
    inputPlaceholder: "Type your message...",
    namePlaceholder: "Your first name",
    emailPlaceholder: "you@example.com",
    send: "Send",
    typing: "The assistant is typing",
    scrollToLatest: "Scroll to the latest message",
    newMessage: "New message: {text}",
    you: "You",
    assistant: "Assistant",
    topicsLabel: "Suggested topics",
    quickQuestionsLabel: "Quick questions",
    otherTopic: "Something else",
    greetingMarketing:
      "Hi! I'm Ringline's assistant. I can tell you how our AI receptionist answers every call for your business. What would you like to know about? Pick a topic or ask your own question.",
    greetingSupport:
      "Hi! I'm Ringline's support assistant. I can help with call forwarding, your plan, minutes and settings. What do you need help with?",
    greetingDashboard:
      "Welcome back, {businessName}! I can answer questions about your AI receptionist, your calls and your minutes this period. What can I help with?",
    greetingDashboardNoName:
      "Welcome back! I can answer questions about your AI receptionist, your calls and your minutes this period. What can I help with?",
    askName: "Happy to help with that! Before we start, what's your first name?",
    askEmail:
      "Nice to meet you, {name}! What's your email address, so I can follow up with helpful information?",
    invalidEmail:
      "Please provide a valid email address so I can follow up with helpful information about our AI receptionist service.",
    error401:
      "I need you to be logged in to provide personalized assistance. Please log in and try again.",
    error403:
      "I don't have permission to access that information. Please contact support if this continues.",
    error500:
      "I'm experiencing technical difficulties. Please try again in a moment or contact our support team.",
    errorGeneric:
      "Sorry, I couldn't get an answer just now. Please try again in a moment, or email us at {supportEmail}.",
    marketingTopic1: "Pricing plans",
    marketingTopic2: "How the AI answering works",
    marketingTopic3: "What businesses use it",
    marketingTopic4: "How to get started",
    marketingTopic5: "Free trial",
    supportTopic1: "Setting up call forwarding",
    supportTopic2: "Minutes and overage",
    supportTopic3: "Changing or cancelling my plan",
    supportTopic4: "Talking to a person",
    dashboardTopic1: "What is my AI phone number?",
    dashboardTopic2: "Is my AI receptionist active?",
    dashboardTopic3: "How many calls did I get this period?",
    dashboardTopic4: "How many minutes have I used?",
    dashboardTopic5: "How do I forward my calls?",
    marketingQuestion1: "How much does it cost?",
    marketingQuestion2: "Is there a money-back guarantee?",
    marketingQuestion3: "How long does setup take?",
    supportQuestion1: "How do I turn forwarding off?",
    supportQuestion2: "Which languages does the AI speak?",
    supportQuestion3: "Does it work with my CRM?",
    dashboardQuestion1: "How many minutes are left?",
    dashboardQuestion2: "How do I change my greeting?",
    dashboardQuestion3: "How do I upgrade my plan?",
  },
  es: {
    title: "Asistente de Ringline",
    conversation: "Conversación",
    subtitle: "Suele responder en segundos",
    openChat: "Abrir el chat",
    closeChat: "Cerrar el chat",
    unread: "{count} sin leer",
    reset: "Empezar de nuevo",
    inputLabel: "Mensaje",
    inputPlaceholder: "Escribe tu mensaje...",
    namePlaceholder: "Tu nombre",
    emailPlaceholder: "tu@ejemplo.com",
    send: "Enviar",
    typing: "El asistente está escribiendo",
    scrollToLatest: "Ir al último mensaje",
    newMessage: "Mensaje nuevo: {text}",
    you: "Tú",
    assistant: "Asistente",
    topicsLabel: "Temas sugeridos",
    quickQuestionsLabel: "Preguntas rápidas",
    otherTopic: "Otra cosa",
    greetingMarketing:
      "¡Hola! Soy el asistente de Ringline. Puedo contarte cómo nuestra recepcionista con IA contesta cada llamada de tu negocio. ¿Sobre qué quieres saber? Elige un tema o haz tu propia pregunta.",
    greetingSupport:
      "¡Hola! Soy el asistente de soporte de Ringline. Puedo ayudarte con el desvío de llamadas, tu plan, los minutos y la configuración. ¿En qué necesitas ayuda?",
    greetingDashboard:
      "¡Hola de nuevo, {businessName}! Puedo responder preguntas sobre tu recepcionista con IA, tus llamadas y tus minutos de este periodo. ¿En qué te ayudo?",
    greetingDashboardNoName:
      "¡Hola de nuevo! Puedo responder preguntas sobre tu recepcionista con IA, tus llamadas y tus minutos de este periodo. ¿En qué te ayudo?",
    askName: "¡Con gusto te ayudo! Antes de empezar, ¿cuál es tu nombre?",
    askEmail: "¡Encantado, {name}! ¿Cuál es tu correo electrónico, para enviarte información útil?",
    invalidEmail:
      "Indica un correo electrónico válido para que pueda enviarte información útil sobre nuestro servicio de recepcionista con IA.",
    error401:
      "Necesito que inicies sesión para darte ayuda personalizada. Inicia sesión e inténtalo de nuevo.",
    error403:
      "No tengo permiso para acceder a esa información. Ponte en contacto con soporte si esto continúa.",
    error500:
      "Estoy teniendo dificultades técnicas. Inténtalo de nuevo en un momento o ponte en contacto con nuestro equipo de soporte.",
    errorGeneric:
      "Lo siento, no pude obtener una respuesta ahora. Inténtalo de nuevo en un momento o escríbenos a {supportEmail}.",
    marketingTopic1: "Planes y precios",
    marketingTopic2: "Cómo contesta la IA",
    marketingTopic3: "Qué negocios lo usan",
    marketingTopic4: "Cómo empezar",
    marketingTopic5: "Prueba gratuita",
    supportTopic1: "Configurar el desvío de llamadas",
    supportTopic2: "Minutos y excedentes",
    supportTopic3: "Cambiar o cancelar mi plan",
    supportTopic4: "Hablar con una persona",
    dashboardTopic1: "¿Cuál es mi número de teléfono de IA?",
    dashboardTopic2: "¿Está activa mi recepcionista con IA?",
    dashboardTopic3: "¿Cuántas llamadas recibí este periodo?",
    dashboardTopic4: "¿Cuántos minutos he usado?",
    dashboardTopic5: "¿Cómo desvío mis llamadas?",
    marketingQuestion1: "¿Cuánto cuesta?",
    marketingQuestion2: "¿Hay garantía de devolución?",
    marketingQuestion3: "¿Cuánto tarda la configuración?",
    supportQuestion1: "¿Cómo desactivo el desvío?",
    supportQuestion2: "¿Qué idiomas habla la IA?",
    supportQuestion3: "¿Funciona con mi CRM?",
    dashboardQuestion1: "¿Cuántos minutos me quedan?",
    dashboardQuestion2: "¿Cómo cambio mi saludo?",
    dashboardQuestion3: "¿Cómo mejoro mi plan?",
  },
});

/** The texts of one locale of the chat widget. */
export type ChatWidgetTexts = ReturnType<typeof chatWidgetMessages.forLocale>;

/** The suggested topics of each mode. */
export const CHAT_TOPIC_KEYS = {
  marketing: [
    "marketingTopic1",
    "marketingTopic2",
    "marketingTopic3",
    "marketingTopic4",
    "marketingTopic5",
  ],
  support: ["supportTopic1", "supportTopic2", "supportTopic3", "supportTopic4"],
  dashboard: [
    "dashboardTopic1",
    "dashboardTopic2",
    "dashboardTopic3",
    "dashboardTopic4",
    "dashboardTopic5",
  ],
} as const satisfies Record<ChatMode, readonly (keyof ChatWidgetTexts)[]>;

/** The quick questions of each mode. */
export const CHAT_QUESTION_KEYS = {
  marketing: ["marketingQuestion1", "marketingQuestion2", "marketingQuestion3"],
  support: ["supportQuestion1", "supportQuestion2", "supportQuestion3"],
  dashboard: ["dashboardQuestion1", "dashboardQuestion2", "dashboardQuestion3"],
} as const satisfies Record<ChatMode, readonly (keyof ChatWidgetTexts)[]>;

/** What the input asks for at each step of the marketing chat's collection. */
export const CHAT_PLACEHOLDER_KEYS = {
  topic: "inputPlaceholder",
  name: "namePlaceholder",
  email: "emailPlaceholder",
  done: "inputPlaceholder",
} as const satisfies Record<"topic" | "name" | "email" | "done", keyof ChatWidgetTexts>;
