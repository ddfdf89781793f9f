import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { createVoicePlatformClient } from "@ringline/voice-client";
import type { WebSocketConstructor } from "@ringline/voice-client/web";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DemoCallButton } from "./demo-call-button.js";

// The button against the real local voice emulator (packages/voice-emulator) over the
// `local` transport: POST /call/web, the WebSocket protocol, the assistant's first message
// as transcript. No microphone and no audio output in jsdom, so both are turned off.

interface Emulator {
  url: string;
  process: ChildProcess;
}

const PRIVATE_KEY = "emulator-private-key";
const PUBLIC_KEY = "emulator-public-key";

// Test-only code may use another package: the emulator runs as its built command line
// (packages/voice-emulator/dist/cli.js), in its own process, as a developer runs it.
const EMULATOR_CLI = resolve(import.meta.dirname, "../../../voice-emulator/dist/cli.js");

function startEmulator(): Promise<Emulator> {
  const child = spawn(
    process.execPath,
    [EMULATOR_CLI, "--port", "0", "--private-key", PRIVATE_KEY, "--public-key", PUBLIC_KEY],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolveStart, reject) => {
    let output = "";
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`The emulator exited with ${code}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const url = /listening on (\S+)/.exec(output)?.[1];
      if (url) resolveStart({ url, process: child });
    });
  });
}

// Node's own WebSocket (undici) dispatches jsdom's Event objects into Node's EventTarget and
// throws; the emulator's `ws` client plays the browser's WebSocket instead.
const WebSocketClient = createRequire(EMULATOR_CLI)("ws") as WebSocketConstructor;
const LOCAL_CALL = {
  transport: "local",
  local: { microphone: false, audioContext: () => null, webSocket: WebSocketClient },
} as const;

let emulator: Emulator | undefined;
let assistantId = "";

beforeAll(async () => {
  emulator = await startEmulator();
  const platform = createVoicePlatformClient({ token: PRIVATE_KEY, baseUrl: emulator.url });
  const assistant = await platform.assistant.create({
    name: "Harbor Point Realty",
    firstMessage: "Thank you for calling Harbor Point Realty, this is Ava.",
  });
  assistantId = assistant.id;
}, 20_000);

afterAll(() => {
  emulator?.process.kill("SIGTERM");
});

function emulatorUrl(): string {
  if (!emulator) throw new Error("The emulator did not start");
  return emulator.url;
}

describe("DemoCallButton with the voice emulator", () => {
  it("calls the assistant, shows its first message, and hangs up", async () => {
    const user = userEvent.setup();
    render(
      <DemoCallButton
        publicKey={PUBLIC_KEY}
        assistantId={assistantId}
        baseUrl={emulatorUrl()}
        isMobile={false}
        callOptions={LOCAL_CALL}
      />,
    );

    await user.click(screen.getByRole("button", { name: "Talk to the AI Receptionist" }));

    await waitFor(
      () =>
        expect(screen.getByRole("status")).toHaveTextContent(
          "You're connected. Go ahead and speak.",
        ),
      { timeout: 8000 },
    );
    const log = await screen.findByRole("log", {}, { timeout: 8000 });
    await waitFor(
      () =>
        expect(log).toHaveTextContent(
          "AI receptionist: Thank you for calling Harbor Point Realty, this is Ava.",
        ),
      { timeout: 8000 },
    );

    await user.click(screen.getByRole("button", { name: "End Call" }));
    expect(screen.getByRole("button", { name: "Talk to the AI Receptionist" })).toBeInTheDocument();
    expect(within(screen.getByRole("status")).getByText("Call ended")).toBeInTheDocument();
  }, 20_000);

  it("refuses a wrong public key with the security alert", async () => {
    const user = userEvent.setup();
    render(
      <DemoCallButton
        publicKey="not-the-key"
        assistantId={assistantId}
        baseUrl={emulatorUrl()}
        isMobile={false}
        callOptions={LOCAL_CALL}
      />,
    );

    await user.click(screen.getByRole("button", { name: "Talk to the AI Receptionist" }));

    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Voice demo blocked by security settings. Please contact support.",
      ),
    );
  });
});
