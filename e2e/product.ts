import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The built product (`node apps/api/dist/server.js`, as `pnpm start` runs it), on a free port. */
export interface RunningProduct {
  url: string;
  dataDir: string;
  output(): string;
  /** Sends Ctrl-C and resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Removes the temporary data directory. */
  cleanup(): void;
}

export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const scratch = mkdtempSync(path.join(tmpdir(), "ringline-e2e-"));
  const dataDir = path.join(scratch, "pglite");
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, "apps/api/dist/server.js")],
    {
      cwd: scratch,
      env: {
        ...process.env,
        PORT: "0",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the product did not start:\n${output}`)),
      90_000,
    );
    const check = () => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", check);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the product exited with ${code} before it started:\n${output}`));
    });
  });

  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGINT");
      return exited;
    },
    cleanup() {
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
