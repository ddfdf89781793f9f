// ringline-voice-emulator: runs the emulator, or places a simulated call on a running one.
//
//   ringline-voice-emulator [--port 0] [--host 127.0.0.1] [--data <dir>] [--server-url <url>]
//                           [--server-secret <s>] [--private-key <k>] [--public-key <k>]
//                           [--allow-non-loopback] [--verbose]
//   ringline-voice-emulator call --url <emulator url> --key <private key>
//                           --number <+1…> --from <+1…> "caller line" ["caller line" …]

import { parseArgs } from "node:util";
import { startVoiceEmulator } from "./emulator.js";

const USAGE = `usage:
  ringline-voice-emulator [--port 0] [--host 127.0.0.1] [--data <dir>] [--server-url <url>]
                          [--server-secret <secret>] [--private-key <key>] [--public-key <key>]
                          [--allow-non-loopback] [--verbose]
  ringline-voice-emulator call --url <emulator url> --key <private key> --number <+1…>
                          --from <+1…> "caller line" ["caller line" …]`;

async function serve(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: "string", default: "0" },
      host: { type: "string", default: "127.0.0.1" },
      data: { type: "string" },
      "server-url": { type: "string" },
      "server-secret": { type: "string" },
      "private-key": { type: "string" },
      "public-key": { type: "string" },
      "allow-non-loopback": { type: "boolean", default: false },
      verbose: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const emulator = await startVoiceEmulator({
    port: Number(values.port),
    host: values.host,
    dataDir: values.data,
    serverUrl: values["server-url"],
    serverSecret: values["server-secret"],
    privateKey: values["private-key"],
    publicKey: values["public-key"],
    allowNonLoopback: values["allow-non-loopback"],
    log: values.verbose ? (line) => console.error(line) : undefined,
  });
  console.log(`voice emulator listening on ${emulator.url}`);
  console.log(`private key: ${emulator.privateKey}`);
  console.log(`public key:  ${emulator.publicKey}`);
  console.log(`org id:      ${emulator.orgId}`);
  const stop = () => {
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

async function call(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: "string" },
      key: { type: "string" },
      number: { type: "string" },
      from: { type: "string" },
    },
  });
  if (!values.url || !values.key || !values.number || !values.from) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const response = await fetch(
    `${values.url.replace(/\/+$/, "")}/__emulator/calls/inbound?wait=true`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${values.key}`, "content-type": "application/json" },
      body: JSON.stringify({ number: values.number, from: values.from, script: positionals }),
    },
  );
  const text = await response.text();
  if (!response.ok) {
    console.error(`the emulator answered ${response.status}: ${text}`);
    process.exitCode = 1;
    return;
  }
  const ended = JSON.parse(text) as {
    id: string;
    endedReason?: string;
    artifact?: { transcript?: string; recordingUrl?: string };
  };
  console.log(`call ${ended.id} ended: ${ended.endedReason ?? "unknown"}`);
  if (ended.artifact?.transcript) console.log(ended.artifact.transcript);
  if (ended.artifact?.recordingUrl) console.log(`recording: ${ended.artifact.recordingUrl}`);
}

const [first, ...rest] = process.argv.slice(2);
const run = first === "call" ? call(rest) : serve(process.argv.slice(2));
run.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
