import { defineMessages } from "../shared/messages.js";

export const demoCallButtonMessages = defineMessages({
  en: {
    start: "Talk to the AI Receptionist",
    end: "End Call",
    mute: "Mute microphone",
    mobileTip:
      "Tip: turn up your volume and use your speaker or headphones to hear the receptionist clearly. Your call starts in 3 seconds.",
    connecting: "Connecting...",
    inCall: "You're connected. Go ahead and speak.",
    ended: "Call ended",
    transcript: "Live transcript",
    you: "You",
    assistant: "AI receptionist",
    dismiss: "Dismiss",
    securityTemporary:
      "Demo temporarily unavailable due to security settings. Please try again in a few minutes.",
    unavailable: "Voice demo is currently unavailable. Please try again in a few minutes.",
    notConfigured: "AI agent not configured. Please contact support.",
    securityBlocked: "Voice demo blocked by security settings. Please contact support.",
    startFailed: "Unable to start voice demo. Please try again.",
  },
  es: {
    start: "Habla con la recepcionista con IA",
    end: "Terminar llamada",
    mute: "Silenciar micrófono",
    mobileTip:
      "Consejo: sube el volumen y usa el altavoz o auriculares para oír bien a la recepcionista. La llamada empieza en 3 segundos.",
    connecting: "Conectando...",
    inCall: "Ya estás conectado. Puedes hablar.",
    ended: "Llamada terminada",
    transcript: "Transcripción en directo",
    you: "Tú",
    assistant: "Recepcionista con IA",
    dismiss: "Descartar",
    securityTemporary:
      "Demo no disponible temporalmente por la configuración de seguridad. Inténtalo de nuevo en unos minutos.",
    unavailable: "La demo de voz no está disponible ahora. Inténtalo de nuevo en unos minutos.",
    notConfigured: "Agente de IA no configurado. Ponte en contacto con soporte.",
    securityBlocked:
      "Demo de voz bloqueada por la configuración de seguridad. Ponte en contacto con soporte.",
    startFailed: "No se pudo iniciar la demo de voz. Inténtalo de nuevo.",
  },
});
