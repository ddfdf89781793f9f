import type { Server } from "node:http";
import { type AddressInfo, createServer } from "node:net";
import { ensureAdmin } from "./admin/initial-admin.js";
import { sealStoredTotpSecrets } from "./admin/totp-secret.js";
import { createApp, type SettleBackground } from "./app.js";
import { loadConfig } from "./core/config.js";
import { createLogger } from "./core/logger.js";
import type { RecurringJob } from "./core/module.js";
import { openDatabase } from "./db/database.js";
import { connectRedis } from "./http/redis.js";
import { scheduleRecurringJobs, startJobQueue } from "./jobs/job-queue.js";
import { createSecretBox, loadOrCreateKeyFile, parseSecretsKey } from "./security/secret-box.js";
import { startVoicePlatform } from "./voice/voice-platform.js";

/**
 * Fails as listening on `port` would: a port already taken is said before the database is
 * opened (a first start would create it, many seconds, and only then stop). The listen at the
 * end still reports a port taken in between.
 */
function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  await checkPortFree(config.port, config.host);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...config.databaseTimeouts,
    log: (line) => logger.info(line),
  });
  if (config.initialAdmin) await ensureAdmin(db, config.initialAdmin, logger);
  const jobs = await startJobQueue(db, { logger });
  const voice = await startVoicePlatform({ ...config.voice, log: (line) => logger.info(line) });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
  const secretBox = createSecretBox(
    config.secrets.key
      ? parseSecretsKey(config.secrets.key)
      : loadOrCreateKeyFile(config.secrets.keyFile),
  );
  // Two-factor secrets written before they were sealed are sealed now (see totp-secret.ts).
  const sealedSecrets = await sealStoredTotpSecrets(db, secretBox);
  if (sealedSecrets > 0) logger.info({ count: sealedSecrets }, "two-factor secrets sealed");
  const app = createApp({
    db,
    logger,
    sessionSecret: config.sessionSecret,
    secretBox,
    siteDir: config.siteDir,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    redis,
    smtpUrl: config.smtpUrl,
    mailDir: config.mailDir,
    emailFrom: config.emailFrom,
    publicUrl: config.publicUrl,
    google: config.google,
    environment: config.environment,
    voice,
    chat: config.chat,
    jobs,
    receptionist: config.receptionist,
    integrations: config.integrations,
    webhooks: config.webhooks,
    calls: config.calls,
    payments: config.payments,
  });
  await scheduleRecurringJobs(jobs, app.locals.jobs as readonly RecurringJob[], logger);

  const server: Server = await new Promise((resolve, reject) => {
    // Express 5 calls back with the listening error too (a port already in use): say so,
    // rather than going on with a server that is not listening.
    const listening = app.listen(config.port, config.host, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
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
    await (app.locals.settle as SettleBackground)();
    await jobs.stop({ graceful: true, close: true, wait: true, timeout: 5000 });
    await redis?.quit();
    await voice.close();
    await db.close();
    logger.info("stopped");
  };
  // `on`, not `once`: Ctrl-C reaches the server twice, from the terminal and from pnpm passing
  // it on, and a second signal must not kill the process half-way through stopping.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
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
