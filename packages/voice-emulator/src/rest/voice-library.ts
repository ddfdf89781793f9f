// The voice library: the voices added to it, per provider (added through the provider
// group's `/{provider}/voices/add`, cloned, or made with Sesame).

import { randomUUID } from "node:crypto";
import type { EmulatorCore } from "../core.js";
import { type Collection, collection, listArray } from "./collection.js";
import { bodyOf, type RestContext, type RestHandlers } from "./types.js";

/** The stored voices; a new one takes its provider from the path. */
export function voiceCollection(core: EmulatorCore): Collection {
  return collection(core, {
    name: "voice",
    label: "Voice",
    defaults: (_body, context) => ({
      provider: context.params.provider,
      isPublic: false,
      isDeleted: false,
    }),
  });
}

/** The voices of the path's provider. */
export function providerVoices(core: EmulatorCore, context: RestContext) {
  return core.store.list("voice").filter((voice) => voice.provider === context.params.provider);
}

export function voiceLibraryHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
  const voices = voiceCollection(core);
  handlers["GET /voice-library/{provider}"] = (context) => ({
    body: listArray(providerVoices(core, context), {}),
  });
  handlers["GET /voice-library/{provider}/accents"] = () => ({ body: [] });
  handlers["POST /voice-library/sync/{provider}"] = (context) => ({
    status: 200,
    body: providerVoices(core, context),
  });
  handlers["POST /voice-library/sync"] = () => ({ status: 200, body: core.store.list("voice") });
  handlers["POST /voice-library/create-sesame-voice"] = (context) => {
    const fields = context.upload?.fields ?? bodyOf(context);
    const answer = voices.create({
      ...context,
      params: { ...context.params, provider: "sesame" },
      body: { name: fields.voiceName ?? fields.name ?? "Sesame voice", providerId: randomUUID() },
    });
    return { status: 200, body: answer.body };
  };
  return handlers;
}
