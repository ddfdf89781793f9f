// The provider group: voices added, searched and cloned per voice provider, integrations'
// workflows and locations (none in the emulator), and provider resources (e.g. 11labs
// pronunciation dictionaries).

import { randomUUID } from "node:crypto";
import type { EmulatorCore } from "../core.js";
import { notFound } from "../http-error.js";
import { collection, listPage } from "./collection.js";
import { bodyOf, type RestHandler, type RestHandlers } from "./types.js";
import { providerVoices, voiceCollection } from "./voice-library.js";

function voiceHandlers(core: EmulatorCore, handlers: RestHandlers): void {
  const voices = voiceCollection(core);
  const addVoice: RestHandler = (context) => {
    const body = bodyOf(context);
    return voices.create({ ...context, body: { ...body, providerId: body.voiceId } });
  };
  handlers["POST /{provider}/voices/add"] = addVoice;
  handlers["POST /{provider}/voice/add"] = addVoice;
  const searchVoices: RestHandler = (context) => ({
    body: providerVoices(core, context)
      .filter((voice) =>
        String(voice.name ?? "")
          .toLowerCase()
          .includes(String(context.query.name ?? "").toLowerCase()),
      )
      .map((voice) => ({
        voiceId: String(voice.providerId ?? voice.id),
        name: String(voice.name),
      })),
  });
  handlers["GET /{provider}/voices/search"] = searchVoices;
  handlers["GET /{provider}/voice/search"] = searchVoices;
  handlers["POST /11labs/voice/clone"] = (context) => {
    const fields = context.upload?.fields ?? {};
    const answer = voices.create({
      ...context,
      params: { ...context.params, provider: "11labs" },
      body: { name: fields.name ?? "Cloned voice", isCloned: true, providerId: randomUUID() },
    });
    return { status: 201, body: { voiceId: answer.body.providerId } };
  };
}

function resourceHandlers(core: EmulatorCore, handlers: RestHandlers): void {
  const resources = collection(core, {
    name: "provider-resource",
    label: "Provider resource",
    defaults: (body, context) => ({
      provider: context.params.provider,
      resourceName: context.params.resourceName,
      resourceId: typeof body.resourceId === "string" ? body.resourceId : randomUUID(),
      resource: body,
    }),
  });
  // A resource is found only under the provider and resource name it was created with.
  const resourceScope =
    (handler: RestHandler): RestHandler =>
    (context) => {
      if (context.params.id !== undefined) {
        const record = core.store.get("provider-resource", context.params.id);
        if (
          record?.provider !== context.params.provider ||
          record?.resourceName !== context.params.resourceName
        ) {
          throw notFound("Provider resource");
        }
      }
      return handler(context);
    };
  const base = "/provider/{provider}/{resourceName}";
  handlers[`POST ${base}`] = (context) =>
    resources.create({ ...context, body: { resource: bodyOf(context) } });
  handlers[`GET ${base}`] = (context) => ({
    body: listPage(
      core.store
        .list("provider-resource")
        .filter(
          (record) =>
            record.provider === context.params.provider &&
            record.resourceName === context.params.resourceName,
        ),
      context.query,
    ),
  });
  handlers[`GET ${base}/{id}`] = resourceScope(resources.get);
  handlers[`PATCH ${base}/{id}`] = resourceScope((context) =>
    resources.update({ ...context, body: { resource: bodyOf(context) } }),
  );
  handlers[`DELETE ${base}/{id}`] = resourceScope(resources.remove);
}

export function providerHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
  voiceHandlers(core, handlers);
  handlers["GET /{provider}/workflows"] = () => ({ body: { workflows: [] } });
  handlers["GET /{provider}/workflows/{workflowId}/hooks"] = () => ({ body: { hooks: [] } });
  handlers["GET /{provider}/locations"] = () => ({ body: { locations: [] } });
  resourceHandlers(core, handlers);
  return handlers;
}
