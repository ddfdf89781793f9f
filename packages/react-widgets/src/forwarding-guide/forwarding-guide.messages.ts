import { defineMessages } from "../shared/messages.js";

export const forwardingGuideMessages = defineMessages({
  en: {
    title: "Forward your calls to Ringline",
    description:
      "Pick your carrier, then dial the code from the phone whose calls you want answered.",
    forwardTo: "Calls will forward to {number}",
    numberLabel: "Your Ringline number",
    numberExample: "(555) 123-4567",
    noNumber: "Add your Ringline number to see your codes with it filled in.",
    numberIncomplete: "Enter all 10 digits of your Ringline number.",
    numberPlaceholder: "XXXXXXXXXX",
    carrierLegend: "Your carrier",
    cell: "Cell",
    voip: "VoIP",
    enableHeading: "Turn forwarding on",
    disableHeading: "Turn forwarding off",
    all: "All calls",
    busy: "When busy",
    unanswered: "When unanswered",
    unreachable: "When unreachable",
    notSupported: "Not supported by {carrier}",
    dial: "Dial",
    copy: "Copy",
    copied: "Copied",
    copiedAnnouncement: "Copied {code} to the clipboard",
    copyFailed: "Could not copy. Select the code and copy it by hand.",
    appHeading: "Set it up in the app",
    customerService: "Customer service",
    notesHeading: "Good to know",
    liveVoicemailHeading: "iPhone: turn off Live Voicemail",
    liveVoicemail:
      "Live Voicemail answers unanswered calls before they can forward. Turn it off in Settings › Apps › Phone › Live Voicemail.",
    tipsHeading: "If it does not work",
    tipPause: "Add a pause: put a comma before the number, for example *72,5551234567.",
    tipHold: "Press and hold the call button until you hear the confirmation tone.",
    tipCarrier: "Call your carrier's customer service and ask them to forward your calls.",
    tipPlan: "Check that your plan includes call forwarding; some prepaid plans do not.",
    tipLiveVoicemail: "On iPhone, make sure Live Voicemail is off.",
    attNoteConditional:
      "Conditional forwarding lets your phone ring first and forwards only what you miss.",
    attNoteMinutes: "Forwarded calls can count against your plan's minutes.",
    verizonNoteUnreachable:
      "Verizon has no code for unreachable; forwarding when unanswered (*92) covers a phone that is off.",
    verizonNoteOneOff: "*73 turns off every kind of forwarding at once.",
    tmobileNotePrepaid: "Prepaid and some business lines need T-Mobile to enable forwarding first.",
    googleVoiceNote: "Google Voice forwards to linked numbers; it has no dial codes.",
    googleVoiceStepSettings: "Open voice.google.com or the Google Voice app and go to Settings.",
    googleVoiceStepLink:
      "Under Account, add {number} as a linked number and verify it with the code.",
    googleVoiceStepForward: "Under Calls, turn on call forwarding to that linked number.",
    ringCentralNote: "An admin can set forwarding for every user in the Admin Portal.",
    ringCentralStepSettings:
      "Open the RingCentral app and go to Settings › Phone › Call handling & forwarding.",
    ringCentralStepForward: "Under your business-hours rule, forward calls to {number}.",
    ringCentralStepTest: "Save, then call your RingCentral number from another phone to test.",
    googleVoiceSupport: "Google Voice Help",
  },
  es: {
    title: "Desvía tus llamadas a Ringline",
    description:
      "Elige tu operador y marca el código desde el teléfono cuyas llamadas quieres que se contesten.",
    forwardTo: "Las llamadas se desviarán al {number}",
    numberLabel: "Tu número de Ringline",
    numberExample: "(555) 123-4567",
    noNumber: "Añade tu número de Ringline para ver los códigos con el número incluido.",
    numberIncomplete: "Escribe los 10 dígitos de tu número de Ringline.",
    numberPlaceholder: "XXXXXXXXXX",
    carrierLegend: "Tu operador",
    cell: "Móvil",
    voip: "VoIP",
    enableHeading: "Activar el desvío",
    disableHeading: "Desactivar el desvío",
    all: "Todas las llamadas",
    busy: "Si está ocupado",
    unanswered: "Si no contestas",
    unreachable: "Si no hay cobertura",
    notSupported: "{carrier} no lo admite",
    dial: "Marcar",
    copy: "Copiar",
    copied: "Copiado",
    copiedAnnouncement: "{code} copiado al portapapeles",
    copyFailed: "No se pudo copiar. Selecciona el código y cópialo a mano.",
    appHeading: "Configúralo en la aplicación",
    customerService: "Atención al cliente",
    notesHeading: "Conviene saber",
    liveVoicemailHeading: "iPhone: desactiva el Buzón de voz en directo",
    liveVoicemail:
      "El Buzón de voz en directo contesta las llamadas no atendidas antes de que se desvíen. Desactívalo en Ajustes › Apps › Teléfono › Buzón de voz en directo.",
    tipsHeading: "Si no funciona",
    tipPause: "Añade una pausa: pon una coma antes del número, por ejemplo *72,5551234567.",
    tipHold: "Mantén pulsado el botón de llamada hasta oír el tono de confirmación.",
    tipCarrier: "Llama a atención al cliente de tu operador y pide que desvíen tus llamadas.",
    tipPlan:
      "Comprueba que tu plan incluye el desvío de llamadas; algunos planes prepago no lo incluyen.",
    tipLiveVoicemail: "En iPhone, asegúrate de que el Buzón de voz en directo está desactivado.",
    attNoteConditional:
      "El desvío condicional deja sonar tu teléfono primero y solo desvía lo que no contestas.",
    attNoteMinutes: "Las llamadas desviadas pueden descontar minutos de tu plan.",
    verizonNoteUnreachable:
      "Verizon no tiene código para sin cobertura; el desvío si no contestas (*92) cubre un teléfono apagado.",
    verizonNoteOneOff: "*73 desactiva todos los desvíos a la vez.",
    tmobileNotePrepaid:
      "Las líneas prepago y algunas de empresa necesitan que T-Mobile active antes el desvío.",
    googleVoiceNote: "Google Voice desvía a números vinculados; no usa códigos de marcación.",
    googleVoiceStepSettings: "Abre voice.google.com o la app de Google Voice y ve a Configuración.",
    googleVoiceStepLink:
      "En Cuenta, añade el {number} como número vinculado y verifícalo con el código.",
    googleVoiceStepForward: "En Llamadas, activa el desvío a ese número vinculado.",
    ringCentralNote:
      "Un administrador puede configurar el desvío de todos los usuarios en el Admin Portal.",
    ringCentralStepSettings:
      "Abre la app de RingCentral y ve a Configuración › Teléfono › Gestión y desvío de llamadas.",
    ringCentralStepForward: "En la regla de horario laboral, desvía las llamadas al {number}.",
    ringCentralStepTest:
      "Guarda y llama a tu número de RingCentral desde otro teléfono para probarlo.",
    googleVoiceSupport: "Ayuda de Google Voice",
  },
});

/**
 * The key of one of the forwarding guide's texts; the carrier table refers to its notes
 * and app steps by key so that they are translated with everything else.
 */
export type ForwardingGuideMessageKey = keyof ReturnType<typeof forwardingGuideMessages.forLocale>;
