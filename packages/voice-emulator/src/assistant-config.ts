// Turns a stored (or inline) assistant into what the responder needs: its tools, resolved
// from `model.tools` and `model.toolIds`, and the text of its knowledge-base files.

import type { EmulatorCore } from "./core.js";
import { asObject, type Json } from "./json.js";
import { Responder, type ResponderTool } from "./responder.js";
import type { EmulatorRecord } from "./store.js";

export function toResponderTool(definition: Json, id?: string): ResponderTool {
  const fn = asObject(definition.function) ?? {};
  const type = typeof definition.type === "string" ? definition.type : "function";
  return {
    id,
    type,
    name: typeof fn.name === "string" ? fn.name : type,
    description: typeof fn.description === "string" ? fn.description : "",
    parameters: asObject(fn.parameters) as ResponderTool["parameters"],
    definition,
  };
}

export function toolsOf(core: EmulatorCore, assistant: Json): ResponderTool[] {
  const model = asObject(assistant.model) ?? {};
  const tools: ResponderTool[] = [];
  for (const id of Array.isArray(model.toolIds) ? model.toolIds : []) {
    const stored = typeof id === "string" ? core.store.get("tool", id) : undefined;
    if (stored !== undefined) tools.push(toResponderTool(stored, stored.id));
  }
  for (const inline of Array.isArray(model.tools) ? model.tools : []) {
    const definition = asObject(inline);
    if (definition !== undefined) tools.push(toResponderTool(definition));
  }
  return tools;
}

// Knowledge bases name their files in `fileIds` lists at varying depths (trieve chunk
// plans, inline knowledge bases, the older `knowledgeBase.fileIds`): collect them all.
function collectFileIds(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) collectFileIds(item, found);
  } else {
    const object = asObject(value);
    if (object === undefined) return found;
    for (const [key, item] of Object.entries(object)) {
      if (key === "fileIds" && Array.isArray(item)) {
        for (const id of item) if (typeof id === "string") found.add(id);
      } else {
        collectFileIds(item, found);
      }
    }
  }
  return found;
}

export function knowledgeFileIds(core: EmulatorCore, assistant: Json): string[] {
  const found = collectFileIds(assistant, new Set());
  for (const tool of toolsOf(core, assistant)) collectFileIds(tool.definition, found);
  const model = asObject(assistant.model) ?? {};
  const baseIds = [model.knowledgeBaseId, asObject(assistant.knowledgeBase)?.id];
  for (const id of baseIds) {
    const base = typeof id === "string" ? core.store.get("knowledge-base", id) : undefined;
    if (base !== undefined) collectFileIds(base, found);
  }
  return [...found];
}

function systemPromptOf(assistant: Json): string | undefined {
  const model = asObject(assistant.model) ?? {};
  const messages = Array.isArray(model.messages) ? model.messages : [];
  const system = messages
    .map(asObject)
    .filter((message) => message?.role === "system" && typeof message.content === "string")
    .map((message) => message?.content as string);
  return system.length === 0 ? undefined : system.join("\n");
}

/** The responder for an assistant, its knowledge files read from the store. */
export async function responderFor(core: EmulatorCore, assistant: Json): Promise<Responder> {
  const knowledge: string[] = [];
  for (const fileId of knowledgeFileIds(core, assistant)) {
    const file = core.store.get("file", fileId);
    const bytes = file === undefined ? undefined : await core.store.getBlob(String(file.blobId));
    if (bytes !== undefined) knowledge.push(bytes.toString("utf8"));
  }
  return new Responder({
    firstMessage: typeof assistant.firstMessage === "string" ? assistant.firstMessage : undefined,
    systemPrompt: systemPromptOf(assistant),
    endCallMessage:
      typeof assistant.endCallMessage === "string" ? assistant.endCallMessage : undefined,
    endCallPhrases: Array.isArray(assistant.endCallPhrases)
      ? assistant.endCallPhrases.filter((phrase): phrase is string => typeof phrase === "string")
      : undefined,
    knowledge,
    tools: toolsOf(core, assistant),
    model: core.model,
  });
}

/** An assistant by id, with its overrides applied (shallowly, as the platform documents). */
export function resolveAssistant(
  core: EmulatorCore,
  source: { assistantId?: unknown; assistant?: unknown; assistantOverrides?: unknown },
): EmulatorRecord | Json | undefined {
  const stored =
    typeof source.assistantId === "string"
      ? core.store.get("assistant", source.assistantId)
      : undefined;
  const base = stored ?? asObject(source.assistant);
  if (base === undefined) return undefined;
  return { ...base, ...(asObject(source.assistantOverrides) ?? {}) };
}

/**
 * A workflow run as the assistant its start node describes: the start node (`isStart`, else the
 * first conversation node) with the workflow's global prompt before its own, its model, voice
 * and tools (the node's, else the workflow's). The emulator walks no edges: a call stays on the
 * start node, which is what a test of the start needs.
 */
function workflowAssistant(workflow: Json): Json | undefined {
  const nodes = (Array.isArray(workflow.nodes) ? workflow.nodes : [])
    .map((node) => asObject(node))
    .filter((node): node is Json => node !== undefined && node.type === "conversation");
  const start = nodes.find((node) => node.isStart === true) ?? nodes[0];
  if (start === undefined) return undefined;
  const model = asObject(start.model) ?? asObject(workflow.model) ?? {};
  const prompt = [workflow.globalPrompt, start.prompt]
    .filter((part): part is string => typeof part === "string" && part !== "")
    .join("\n\n");
  return {
    name: typeof workflow.name === "string" ? workflow.name : "Workflow",
    model: {
      ...model,
      ...(prompt ? { messages: [{ role: "system", content: prompt }] } : {}),
      ...(Array.isArray(start.tools) ? { tools: start.tools } : {}),
      ...(Array.isArray(start.toolIds) ? { toolIds: start.toolIds } : {}),
    },
    ...((asObject(start.voice) ?? asObject(workflow.voice))
      ? { voice: asObject(start.voice) ?? asObject(workflow.voice) }
      : {}),
    ...(asObject(workflow.server) ? { server: workflow.server } : {}),
  };
}

/**
 * What runs a call, whichever way it was given, as the platform takes them: an assistant (by id
 * or inline, with its overrides), a squad (by id or inline: its first member) or a workflow (by
 * id or inline: its start node). Undefined when none is given or found.
 *
 * @example
 * ```ts
 * runnerAssistant(core, { squad: { members: [{ assistantId: "asst_1" }] } });
 * ```
 */
export function runnerAssistant(core: EmulatorCore, source: Json): Json | undefined {
  const direct = resolveAssistant(core, source);
  if (direct !== undefined) return direct;
  const squad =
    (typeof source.squadId === "string" ? core.store.get("squad", source.squadId) : undefined) ??
    asObject(source.squad);
  const member = asObject(Array.isArray(squad?.members) ? squad.members[0] : undefined);
  if (member !== undefined) {
    const fromSquad = resolveAssistant(core, member);
    if (fromSquad !== undefined) return fromSquad;
  }
  const workflow =
    (typeof source.workflowId === "string"
      ? core.store.get("workflow", source.workflowId)
      : undefined) ?? asObject(source.workflow);
  return workflow === undefined ? undefined : workflowAssistant(workflow);
}
