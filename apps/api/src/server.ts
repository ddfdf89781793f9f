import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { createLogger } from "./logger.js";

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (line) => logger.info(line),
  });
  const app = createApp({
    db,
    logger,
    sessionSecret: config.sessionSecret,
    siteDir: config.siteDir,
    trustProxy: config.trustProxy,
  });

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(config.port, config.host, () => resolve(listening));
    listening.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost =
    config.host === "0.0.0.0" || config.host === "127.0.0.1" ? "localhost" : config.host;
  // The one line people and the end-to-end tests look for.
  process.stdout.write(
    `\nRingline is running at http://${shownHost}:${port}  (API at /api; Ctrl-C stops)\n\n`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // Requests still running get a moment to finish before their sockets are cut.
    const force = setTimeout(() => server.closeAllConnections(), 5000);
    await closed;
    clearTimeout(force);
    await db.close();
    logger.info("stopped");
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      stop(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "error while shutting down");
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Ringline could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  if (error instanceof Error && error.stack && process.env.LOG_LEVEL === "debug") {
    process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
});
