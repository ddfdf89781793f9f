// The command as installed (bin/ringline-voice-emulator.js, which runs the built dist/cli.js from
// `npx tsup`): it prints its URL and keys, serves them, places a simulated call with `call`, and
// stops cleanly on SIGINT.

import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createVoicePlatformClient } from "@ringline/voice-client";
import { afterEach, describe, expect, it } from "vitest";

const CLI = fileURLToPath(new URL("../bin/ringline-voice-emulator.js", import.meta.url));
const BUILT = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const WAIT_MS = 15_000;

const children: ChildProcess[] = [];
afterEach(() => {
  // Only what this test started, by pid, if it is still running.
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      process.kill(child.pid, "SIGKILL");
    }
  }
});

function run(args: string[]) {
  if (!existsSync(BUILT)) throw new Error(`${BUILT} is missing: run \`npx tsup\` first`);
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  /** Resolves with stdout once it matches `pattern`; bounded. */
  const waitForOutput = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(stdout)) return;
        clearTimeout(timer);
        child.stdout?.off("data", check);
        resolve(stdout);
      };
      const timer = setTimeout(() => {
        child.stdout?.off("data", check);
        reject(
          new Error(`no ${pattern} within ${WAIT_MS} ms; stdout: ${stdout} stderr: ${stderr}`),
        );
      }, WAIT_MS);
      child.stdout?.on("data", check);
      check();
    });
  const exitCode = () =>
    Promise.race([
      exited,
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`no exit within ${WAIT_MS} ms; stderr: ${stderr}`)),
          WAIT_MS,
        ),
      ),
    ]);
  return { child, waitForOutput, exitCode, output: () => stdout };
}

describe("the CLI", () => {
  it("prints its URL and keys, serves them, places a call with `call` and stops on SIGINT", {
    timeout: 60_000,
  }, async () => {
    const server = run(["--port", "0"]);
    const printed = await server.waitForOutput(/org id:\s+\S+/);
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(printed)?.[1];
    const privateKey = /private key:\s+(\S+)/.exec(printed)?.[1];
    const publicKey = /public key:\s+(\S+)/.exec(printed)?.[1];
    expect(url).toBeDefined();
    expect(privateKey).toBeDefined();
    expect(publicKey).toBeDefined();

    const vapi = createVoicePlatformClient({ token: String(privateKey), baseUrl: String(url) });
    const assistant = await vapi.assistant.create({ name: "CLI", firstMessage: "Hello." });
    const number = await vapi.phoneNumber.create({ provider: "vapi", assistantId: assistant.id });
    // The public key opens POST /call/web and nothing else.
    const asPublic = await fetch(`${url}/assistant`, {
      headers: { authorization: `Bearer ${publicKey}` },
    });
    expect(asPublic.status).toBe(401);
    const web = await fetch(`${url}/call/web`, {
      method: "POST",
      headers: { authorization: `Bearer ${publicKey}`, "content-type": "application/json" },
      body: JSON.stringify({ assistantId: assistant.id }),
    });
    expect(web.status).toBe(201);

    const caller = run([
      "call",
      "--url",
      String(url),
      "--key",
      String(privateKey),
      "--number",
      String(number.number),
      "--from",
      "+14155550100",
      "Hi there",
      "Thanks, bye",
    ]);
    expect(await caller.exitCode()).toBe(0);
    expect(caller.output()).toMatch(/^call \S+ ended: assistant-ended-call$/m);
    expect(caller.output()).toContain("User: Thanks, bye");
    expect(caller.output()).toMatch(
      /^recording: http:\/\/127\.0\.0\.1:\d+\/__emulator\/recordings\//m,
    );

    const pid = server.child.pid;
    expect(pid).toBeDefined();
    process.kill(Number(pid), "SIGINT");
    expect(await server.exitCode()).toBe(0);
    await expect(fetch(`${url}/__emulator/health`)).rejects.toThrow();
  });
});
