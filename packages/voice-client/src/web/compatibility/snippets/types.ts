// Type positions and mistakes, compiled only (nothing here is run). Written for
// `@vapi-ai/web`: each `@ts-expect-error` line must be an error with both packages.
import Vapi from "@vapi-ai/web";
import type {
  AssistantOverrides,
  Call,
  CreateAssistantDTO,
  CreateSquadDTO,
  CreateWorkflowDTO,
  WorkflowOverrides,
} from "@vapi-ai/web/dist/api";

/** A wrapper class as apps write them, holding the instance in a field. */
export class VoiceController {
  private vapi: Vapi | null = null;
  private current: Call | null = null;

  constructor(private readonly publicKey: string) {}

  async begin(
    assistant: CreateAssistantDTO | string,
    overrides?: AssistantOverrides,
  ): Promise<Call | null> {
    this.vapi ??= new Vapi(this.publicKey);
    this.current = await this.vapi.start(assistant, overrides);
    return this.current;
  }

  async beginSquad(squad: CreateSquadDTO | string): Promise<string | undefined> {
    const call = await this.vapi?.start(undefined, undefined, squad);
    return call?.id;
  }

  async beginWorkflow(
    workflow: CreateWorkflowDTO | string,
    overrides: WorkflowOverrides,
  ): Promise<Call | null | undefined> {
    return this.vapi?.start(undefined, undefined, undefined, workflow, overrides, {
      roomDeleteOnUserLeaveEnabled: false,
    });
  }

  async resume(webCallUrl: string): Promise<void> {
    await this.vapi?.stop();
    await this.vapi?.reconnect({ webCallUrl, id: this.current?.id });
  }
}

type StartParameters = Parameters<Vapi["start"]>;
type StartAnswer = Awaited<ReturnType<Vapi["start"]>>;

/** Forwards every argument of `start`. */
export function startWith(vapi: Vapi, ...parameters: StartParameters): Promise<StartAnswer> {
  return vapi.start(...parameters);
}

/** The static pre-call check. */
export async function networkLooksBad(): Promise<boolean> {
  const results = await Vapi.runNetworkTestsStandalone();
  return results.networkConnectivity?.result === "failed";
}

/** A listener kept in a variable, as a hook keeps it for clean-up. */
export function subscribe(vapi: Vapi, onEnd: () => void): () => void {
  vapi.on("call-end", onEnd);
  return () => {
    vapi.removeListener("call-end", onEnd);
  };
}

/** Mistakes both packages refuse. */
export function mistakes(vapi: Vapi): void {
  // @ts-expect-error not an event
  vapi.on("call-started", () => {});
  // @ts-expect-error a volume is a number
  vapi.on("volume-level", (volume: string) => volume);
  // @ts-expect-error say takes text
  vapi.say(42);
  // @ts-expect-error mute takes a boolean
  vapi.setMuted("yes");
  // @ts-expect-error not a message type
  vapi.send({ type: "shout" });
  // @ts-expect-error a control message needs a known control
  vapi.send({ type: "control", control: "explode" });
  // @ts-expect-error the public key is required
  new Vapi();
}
