import { RECEPTIONIST_SERVER_MESSAGES_PATH } from "@ringline/api-client";
import { parseServerMessage } from "@ringline/voice-client/server";
import pg from "pg";
import type { Logger } from "pino";
import { createBackgroundWrites } from "../core/background.js";
import { AppError } from "../core/errors.js";
import type { RecurringJob } from "../core/module.js";
import { type PageQuery, pageOf } from "../core/page.js";
import type { Database } from "../db/database.js";
import { sendCsv } from "../http/csv-download.js";
import type { FeatureModule } from "../http/route-table.js";
import { inProcessWorkQueue, pgBossWorkQueue, type WorkQueue } from "../jobs/work-queue.js";
import type { SmsSender } from "../outbox/sms-sender.js";
import type { TwilioSmsSettings } from "../outbox/twilio-sms-sender.js";
import { alertLateCallReports } from "./backlog-alert.js";
import { createCalendarFeed } from "./calendar-feed.js";
import { createCallLogs } from "./call-logs.js";
import { createCallOwners } from "./call-owner.js";
import { applyEndOfCallReport, applyEndOfCallReports, readReport } from "./end-of-call.js";
import { createLeadsAndAppointments } from "./leads-and-appointments.js";
import { createRecordings, DEFAULT_RECORDING_HOSTS } from "./recordings.js";
import { createAnswers } from "./server-messages/answers.js";
import {
  createServerMessageInbox,
  type DirectQuery,
  type ServerMessageInbox,
  type StoredMessage,
} from "./server-messages/inbox.js";
import { createServerMessageReceiver } from "./server-messages/receive.js";
import { createUsage, type Usage } from "./usage.js";

declare module "../core/module.js" {
  interface AppSettings {
    /**
     * The call engine: a static `X-Vapi-Secret` also accepted on the server-message endpoint
     * (`VAPI_SERVER_SECRET`; the receptionists' credential only when unset), the SMS adapter (the outbox by default;
     * the outbox module sends the texts through it), and where recordings may be fetched from.
     */
    calls?:
      | {
          legacySecret?: string | undefined;
          sms?: SmsSender | undefined;
          /** Texts through Twilio (when `sms` is not given). */
          twilio?: TwilioSmsSettings | undefined;
          /** Hosts recordings are fetched from (`RECORDING_HOSTS`; the platform's storage). */
          recordingHosts?: readonly string[] | undefined;
          /** Tests: an origin on loopback recordings may come from, as the emulator's do. */
          recordingLocalOrigin?: string | undefined;
          /**
           * Workers applying end-of-call reports side by side in this instance
           * (`CALL_REPORT_WORKERS`; 2 on PostgreSQL, 1 on PGlite by default).
           */
          reportWorkers?: number | undefined;
        }
      | undefined;
  }
  interface Services {
    /** The call engine: the server-message inbox (replay of a failed message) and usage. */
    calls: {
      inbox: ServerMessageInbox;
      usage: Usage;
      drain(): Promise<void>;
      /**
       * Applies a stored message again (an operator's repair), exactly once, and asks for the
       * outbox's drain when it applied; false when it failed again.
       */
      replay(id: string): Promise<boolean>;
    };
  }
}

/**
 * On PostgreSQL, a small pool of the driver's own for the inbox's insert (the one write on the
 * way to acknowledging a delivery); none on PGlite, whose one connection Prisma serialises.
 */
function directQuery(db: Database, logger: Logger): DirectQuery | undefined {
  if (db.raw.kind !== "postgres") return undefined;
  const pool = new pg.Pool({
    ...db.raw.poolConfig,
    max: 4,
    idleTimeoutMillis: 10_000,
    allowExitOnIdle: true,
  });
  pool.on("error", (error) => logger.warn({ err: error }, "server-message pool"));
  return async (text, values) => (await pool.query(text, values)).rows;
}

/** The call engine's queues and recurring jobs. */
export const CALL_JOBS = {
  inbox: "voice-server-messages",
  sweep: "voice-inbox-sweep",
  rollOver: "usage-roll-over",
} as const;

const page = <Item>(result: { items: Item[]; total: number }, input: PageQuery) =>
  pageOf(result.items, result.total, input);

/**
 * The receptionist at work: the voice platform's server messages (verified, stored in
 * `webhook_logs` before they are answered, effects applied once from a job), the tools the
 * assistant calls during a call, what an end-of-call report leaves (call logs, transcripts,
 * minutes, the owner's e-mail and texts through the outboxes), and the owner's view of it all.
 */
export const callsModule: FeatureModule = {
  name: "calls",
  setup({ db, logger, now, publicUrl, settings, use }) {
    const options = settings.calls ?? {};
    const background = createBackgroundWrites(logger);
    const receptionist = use("receptionist");
    const owners = createCallOwners({ db, settings: receptionist.settings, now });
    const usage = createUsage({ db, logger, now, publicUrl });
    const outbox = use("outbox");
    const webhooks = use("webhooks");
    const { crm } = use("integrations");
    // An applied report may have queued e-mail, texts, webhook events and CRM syncs.
    const nudgeSenders = () => {
      outbox.nudge();
      webhooks.nudge();
      crm.nudge();
    };
    /** The owner and the report of a stored end-of-call report; null for another message. */
    const reportOf = async (message: StoredMessage) => {
      if (message.eventType !== "end-of-call-report") return null;
      // Read as it was received: parsed and typed again from what was stored.
      const { message: stored } = parseServerMessage(message.payload);
      if (stored.type !== "end-of-call-report") throw new Error("not an end-of-call report");
      const owner = message.customerId
        ? await owners.ofCustomer(message.customerId)
        : await owners.ofMessage(stored);
      if (!owner) throw new Error("no receptionist has this call's assistant or phone number");
      const report = readReport(stored, message.createdAt.getTime());
      if (!report) throw new Error("the report names no call");
      return { owner, report };
    };
    const inbox = createServerMessageInbox({
      db,
      logger,
      now,
      direct: directQuery(db, logger),
      workers: options.reportWorkers,
      async prepare(message) {
        const prepared = await reportOf(message);
        if (!prepared) return async () => {};
        return async (tx) => {
          await applyEndOfCallReport(tx, prepared.owner, prepared.report, {
            usage,
            publicUrl,
            now,
            crm,
          });
        };
      },
      async prepareBatch(messages) {
        const unprepared = new Set<string>();
        const settled = await Promise.all(
          messages.map((message) =>
            reportOf(message).catch(() => {
              unprepared.add(message.id);
              return null;
            }),
          ),
        );
        const reports = settled.filter((prepared) => prepared !== null);
        return {
          unprepared,
          apply: async (tx) => {
            await applyEndOfCallReports(tx, reports, { usage, publicUrl, now, crm });
          },
        };
      },
    });

    const jobs = settings.jobs;
    const queue = (name: string, drain: () => Promise<void>): WorkQueue =>
      jobs
        ? pgBossWorkQueue(jobs, name, drain, logger)
        : inProcessWorkQueue(name, drain, background);
    const drainInbox = async () => {
      const { applied, failed } = await inbox.drain();
      if (applied > 0) nudgeSenders();
      // A failure hands the retry (with backoff) to the job queue.
      if (failed > 0) throw new Error(`${failed} server message(s) failed; retrying`);
    };
    const inboxQueue = queue(CALL_JOBS.inbox, drainInbox);
    // Every instance drains what it stored, at once and in this process (its workers claim
    // batches with SKIP LOCKED, side by side with the other instances'), so that applying
    // scales with the instances; the job queue (one drain at a time across instances) takes
    // only the retries of failures, with backoff.
    const localInbox = jobs
      ? inProcessWorkQueue(
          "server messages",
          async () => {
            const { applied, failed } = await inbox.drain().catch((error: unknown) => {
              inboxQueue.nudge();
              throw error;
            });
            if (applied > 0) nudgeSenders();
            if (failed > 0) inboxQueue.nudge();
          },
          background,
        )
      : inboxQueue;
    // Whatever a previous run left pending (a crash before its drain) is taken at start, in
    // this process: the queue's one active drain may still be the crashed process's job, which
    // pg-boss frees only when it expires. (Drains side by side are safe: each row is locked.)
    if (jobs) {
      background.run("server messages left pending", async () => {
        const { applied } = await inbox.drain();
        if (applied > 0) nudgeSenders();
      });
    }

    const answers = createAnswers({
      db,
      logger,
      now,
      publicUrl,
      usage,
      nudgeOutbox: () => outbox.nudge(),
      ...use("integrations"),
      nudgeWebhooks: () => webhooks.nudge(),
    });
    const receiver = createServerMessageReceiver({
      credential: receptionist.serverMessageCredential,
      serverUrl: `${publicUrl}${RECEPTIONIST_SERVER_MESSAGES_PATH}`,
      legacySecret: options.legacySecret,
      now,
      logger,
      owners,
      answers,
      inbox,
      onPending: () => localInbox.nudge(),
    });
    const callLogs = createCallLogs({ db, now });
    const lists = createLeadsAndAppointments({ db, now });
    const impersonations = use("impersonations");
    const calendar = createCalendarFeed({
      db,
      now,
      publicUrl,
      isImpersonating: (id) => impersonations.isActive(id),
    });
    const recordings = createRecordings({
      logger,
      sources: {
        hosts: options.recordingHosts ?? DEFAULT_RECORDING_HOSTS,
        // The embedded emulator keeps its recordings on its own (loopback) origin.
        localOrigin:
          settings.voice?.kind === "emulator"
            ? new URL(settings.voice.baseUrl).origin
            : options.recordingLocalOrigin,
      },
    });

    const recurring: RecurringJob[] = [
      {
        // Catches what a lost ask or a stopped instance left behind, and retries failed drains.
        name: CALL_JOBS.sweep,
        cron: "* * * * *",
        run: async () => {
          await inbox.sweepAbandoned();
          await alertLateCallReports({ db, now, publicUrl, nudgeOutbox: () => outbox.nudge() });
          await inbox.drain();
          await outbox.drain();
        },
      },
      {
        name: CALL_JOBS.rollOver,
        cron: "*/10 * * * *",
        run: async () => void (await usage.rollOver()),
      },
    ];

    return {
      provides: {
        calls: {
          inbox,
          usage,
          async drain() {
            await inbox.drain();
            await outbox.drain();
            await webhooks.drain();
            await crm.drain();
          },
          async replay(id) {
            const applied = await inbox.replay(id);
            if (applied) nudgeSenders();
            return applied;
          },
        },
      },
      jobs: recurring,
      settle: async () => {
        await localInbox.settle();
        await inboxQueue.settle();
        await outbox.settle();
        await crm.settle();
      },
      routes: {
        receiveServerMessage: async ({ request, response }) => {
          const reply = await receiver.receive(request);
          if ("json" in reply) return reply.json;
          // A voice request's audio, written here: the route then leaves the answer alone.
          response.status(200).type("application/octet-stream").send(reply.audio);
          return {};
        },
        getCallStats: async ({ customer }) => {
          const [stats, minutes] = await Promise.all([
            callLogs.stats(customer.userId),
            usage.current(customer.userId),
          ]);
          return {
            success: true as const,
            ...stats,
            usage: {
              plan: minutes.plan,
              minutesUsed: minutes.minutesUsed,
              minutesIncluded: minutes.minutesIncluded,
              overageMinutes: minutes.overageMinutes,
              periodStart: minutes.periodStart,
              periodEnd: minutes.periodEnd,
            },
          };
        },
        getCallActivity: async ({ customer }) => ({
          success: true as const,
          changedAt: await callLogs.activity(customer.userId),
        }),
        listCalls: async ({ customer, input }) => {
          const found = await callLogs.list(customer.userId, input);
          return {
            ...page(found, input),
            totalExact: found.totalExact,
            nextCursor: found.nextCursor,
          };
        },
        getCall: async ({ customer, input }) => ({
          success: true as const,
          call: await callLogs.detail(customer.userId, input.id),
        }),
        getCallRecording: async ({ customer, input, request, response }) => {
          const call = await callLogs.row(customer.userId, input.id);
          if (!call.recordingUrl) {
            throw new AppError("CALL_NOT_FOUND", { message: "This call has no recording." });
          }
          await recordings.serve(call.id, call.recordingUrl, request, response);
        },
        downloadCallTranscript: async ({ customer, input, response }) => {
          const file = await callLogs.transcriptText(customer.userId, input.id);
          response
            .status(200)
            .set({
              "content-type": "text/plain; charset=utf-8",
              "content-disposition": `attachment; filename="${file.name}"`,
              "cache-control": "no-store",
            })
            .send(file.text);
        },
        exportCalls: ({ customer, input, response }) =>
          sendCsv(response, "ringline-calls.csv", callLogs.csv(customer.userId, input)),
        listLeads: async ({ customer, input }) =>
          page(await lists.leads(customer.userId, input), input),
        updateLead: async ({ customer, input }) => ({
          success: true as const,
          lead: await lists.updateLead(customer.userId, input.id, input.status),
        }),
        listAppointments: async ({ customer, input }) =>
          page(await lists.appointments(customer.userId, input), input),
        updateAppointment: async ({ customer, input }) => ({
          success: true as const,
          appointment: await lists.updateAppointment(customer.userId, input.id, input.status),
        }),
        getCalendarFeed: async ({ customer }) => ({
          success: true as const,
          feed: await calendar.get(customer.userId),
        }),
        createCalendarFeed: async ({ customer }) => ({
          success: true as const,
          feed: await calendar.create({
            userId: customer.userId,
            impersonationId: customer.impersonation?.id,
          }),
        }),
        revokeCalendarFeed: async ({ customer }) => ({
          success: true as const,
          feed: await calendar.revoke(customer.userId),
        }),
        getCalendarFeedIcs: async ({ input, response }) => {
          const ics = await calendar.ics(input.token);
          response
            .status(200)
            .set({
              "content-type": "text/calendar; charset=utf-8",
              "content-disposition": 'inline; filename="ringline.ics"',
              "cache-control": "private, max-age=300",
            })
            .send(ics);
        },
      },
    };
  },
};
