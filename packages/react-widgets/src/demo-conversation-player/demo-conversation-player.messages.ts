import { defineMessages } from "../shared/messages.js";

export const demoConversationPlayerMessages = defineMessages({
  en: {
    title: "Hear Ringline answer a call",
    description: "A real-estate caller books a showing with the AI receptionist.",
    loading: "Loading conversation...",
    play: "Play",
    pause: "Pause",
    restart: "Restart",
    ai: "AI receptionist",
    user: "Caller",
    playing: "Playing",
    paused: "Paused",
    finished: "Conversation finished",
    progress: "Line {current} of {total}",
    fullTranscript: "Read the full transcript",
    pressPlay: "Press play to hear the call. Each line appears here as it is spoken.",
    // The player's own error texts, word for word, so they can be translated.
    metadataError: "Failed to load conversation metadata",
    conversationError: "Error loading conversation: {message}",
    audioError: "Failed to load audio",
  },
  es: {
    title: "Escucha a Ringline atender una llamada",
    description:
      "Una persona interesada en una vivienda agenda una visita con la recepcionista con IA.",
    loading: "Cargando la conversación...",
    play: "Reproducir",
    pause: "Pausar",
    restart: "Reiniciar",
    ai: "Recepcionista con IA",
    user: "Persona que llama",
    playing: "Reproduciendo",
    paused: "En pausa",
    finished: "Conversación terminada",
    progress: "Línea {current} de {total}",
    fullTranscript: "Leer la transcripción completa",
    pressPlay:
      "Pulsa reproducir para escuchar la llamada. Cada línea aparece aquí a medida que se dice.",
    metadataError: "No se pudieron cargar los datos de la conversación",
    conversationError: "Error al cargar la conversación: {message}",
    audioError: "No se pudo cargar el audio",
  },
});
