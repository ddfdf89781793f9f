import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { seedPGliteDataDir } from "../apps/api/src/test/pglite-template.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The built product (`node apps/api/dist/server.js`, as `pnpm start` runs it), on a free port. */
export interface RunningProduct {
  url: string;
  dataDir: string;
  output(): string;
  /**
   * Ctrl-C as a terminal running `pnpm start` gives it: SIGINT twice, once from the terminal
   * and once passed on by pnpm; resolves with the exit code.
   */
  stop(): Promise<number | null>;
  /** `kill -9`: no shutdown at all. */
  kill(): Promise<number | null>;
  /** Removes the temporary data directory. */
  cleanup(): void;
}

/** A port nobody listens on now (the product is told it, so its public address is right). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Launched {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/** `node apps/api/dist/server.js` on `port`, resolved once it says where it is running. */
async function launch(
  port: string,
  scratch: string,
  dataDir: string,
  env: Record<string, string>,
): Promise<Launched> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, "apps/api/dist/server.js")],
    {
      cwd: scratch,
      env: {
        ...process.env,
        PORT: port,
        PUBLIC_URL: port === "0" ? "" : `http://localhost:${port}`,
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

  return { url, child, exited, output: () => output };
}

/**
 * A product's data directory (`<scratch>/pglite`) in a new scratch directory, the caller's to
 * remove: `seeded`, it holds a database copied from the tests' migrated template.
 */
export async function newDataDir({ seeded }: { seeded: boolean }): Promise<string> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "ringline-e2e-")), "pglite");
  if (seeded) await seedPGliteDataDir(dataDir);
  return dataDir;
}

/**
 * Starts the built product. It listens on a free port it is told, so that its public address
 * (`PUBLIC_URL`: links in e-mails, the server URL of the receptionists' assistants, where the
 * voice emulator delivers server messages) is the one it answers on. `dataDir` reuses a data
 * directory (a restart); the scratch directory is then the caller's to remove. A new embedded
 * database starts from the tests' migrated template (apps/api/src/test/pglite-template.ts): the
 * product's own migrations then find everything applied.
 */
export async function startProduct(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningProduct> {
  const embedded = !env.DATABASE_URL && !env.DATA_DIR;
  const dataDir = options.dataDir ?? (await newDataDir({ seeded: embedded }));
  const scratch = path.dirname(dataDir);
  // A free port can be taken between the moment it is found and the moment the product
  // listens (another file's product, an outgoing connection): then the product says
  // EADDRINUSE and exits, and it is started again on another port.
  let started: Launched | undefined;
  for (let attempt = 1; started === undefined; attempt++) {
    const port = env.PORT ?? String(await freePort());
    try {
      started = await launch(port, scratch, dataDir, env);
    } catch (error) {
      const retry = env.PORT === undefined && attempt < 3 && /EADDRINUSE/.test(String(error));
      if (!retry) {
        if (!options.dataDir) rmSync(scratch, { recursive: true, force: true });
        throw error;
      }
    }
  }
  const { url, child, exited, output } = started;

  return {
    url,
    dataDir,
    output,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGINT");
        child.kill("SIGINT");
      }
      return exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      return exited;
    },
    cleanup() {
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
