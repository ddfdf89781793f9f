import type { TIntegrationProvider } from "@ringline/api-client";
import type { Logger } from "pino";
import type { Database } from "../../db/database.js";
import type { CrmSync, IntegrationConnection, Prisma } from "../../generated/prisma/client.js";
import { type Connections, CredentialsRefused } from "../connections.js";
import type { ProviderRegistry } from "../providers.js";
import type { CrmAccess, CrmAdapter } from "./crm-adapter.js";
import { appointmentOf, callNote, contactOf, leadNews } from "./crm-content.js";

// Leads reach the owner's CRMs exactly once and never on the call's hot path. Where an effect
// is stored (a lead captured, an end-of-call report applied, an appointment booked) one row per
// CRM connection of the customer goes into `crm_syncs` under a dedupe key unique per
// connection, so a server message delivered twice queues nothing more. A drain (a pg-boss job
// asked for after the answer, and a sweep every minute) claims each due row (`sending`, one
// more attempt) before sending it, so two drains never send one row twice; the syncs of one
// lead at one CRM go out in the order they were stored, one at a time (the booking waits for
// the lead that makes the contact), and the contact's id the CRM answered is kept for them.
// Each step's id is kept as it is written, so a retry after a failure half-way writes only
// what is missing. A failure puts the row back after a backoff until the last attempt leaves
// it `failed`; a refused credential marks the connection (the owner sees it and reconnects)
// and its rows wait, counted no further, until the connection is back.

/** What happened, to which subject. */
export type CrmEvent = "lead" | "call" | "appointment";

/** One thing to tell the customer's CRMs. */
export interface CrmSubject {
  customerId: string;
  event: CrmEvent;
  leadId: string;
  callId?: string | null | undefined;
  appointmentId?: string | null | undefined;
}

type Writer = Prisma.TransactionClient | Database["prisma"];

/** The providers that are CRMs with an adapter. */
export const CRM_PROVIDERS: readonly TIntegrationProvider[] = [
  "gohighlevel",
  "followupboss",
  "hubspot",
];

/** Attempts of one sync before it is left `failed`. */
export const CRM_SYNC_ATTEMPTS = 8;

/** The wait after `attempts` failed ones: 30 s, 1, 2, 4 … minutes, at most an hour. */
export function crmRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** A claim this old and still `sending` was interrupted mid-send. */
const CLAIM_MS = 10 * 60_000;
const BATCH = 50;
const INTERRUPTED = "interrupted while sending; not sent again";

/** A subject's dedupe key: `lead:<leadId>:<callId>`, `call:<callId>`, `appointment:<id>`. */
export function crmDedupeKey(subject: CrmSubject): string {
  if (subject.event === "lead") return `lead:${subject.leadId}:${subject.callId ?? "-"}`;
  if (subject.event === "call") return `call:${subject.callId ?? subject.leadId}`;
  return `appointment:${subject.appointmentId ?? subject.leadId}`;
}

/**
 * Queues the subject for every CRM the customer connected (also one in `error`: it goes out
 * once the owner reconnects), in `writer` (the transaction of the effect, where there is one).
 * Answers how many rows are new; a subject queued before makes none.
 *
 * @example
 * const queued = await queueCrmSyncs(tx, { customerId, event: "call", leadId, callId });
 * if (queued > 0) afterCommit(() => crm.nudge());
 */
export async function queueCrmSyncs(writer: Writer, subject: CrmSubject): Promise<number> {
  const connections = await writer.integrationConnection.findMany({
    where: { customerId: subject.customerId, provider: { in: [...CRM_PROVIDERS] } },
    select: { id: true },
  });
  if (connections.length === 0) return 0;
  const dedupeKey = crmDedupeKey(subject);
  const created = await writer.crmSync.createMany({
    data: connections.map((connection) => ({
      connectionId: connection.id,
      customerId: subject.customerId,
      event: subject.event,
      dedupeKey,
      leadId: subject.leadId,
      callId: subject.callId ?? null,
      appointmentId: subject.appointmentId ?? null,
    })),
    skipDuplicates: true,
  });
  return created.count;
}

/**
 * Where the call engine queues what the owner's CRMs are told: rows written with the effect
 * (in its transaction, where it has one), then a nudge after the answer.
 *
 * @example
 * if ((await crm.queue(prisma, { customerId, event: "lead", leadId, callId })) > 0) crm.nudge();
 */
export interface CrmQueue {
  /** Queues the subject for each CRM of the customer; answers how many rows are new. */
  queue(writer: Writer, subject: CrmSubject): Promise<number>;
  /** Asks for a send soon (never waits for it). */
  nudge(): void;
  /** Sends what is due now, in this process. */
  drain(): Promise<void>;
  /** Waits for the sends started in this process (tests, shutdown). */
  settle(): Promise<void>;
}

/** The ids of what a sync wrote so far. */
type Written = Partial<Record<"note" | "deal" | "appointment", string>>;

/** One step of a sync after the contact: its kind, and the write (its id, or null). */
interface Step {
  kind: keyof Written;
  write(contactId: string): Promise<string | null>;
}

/**
 * The sender of the CRM syncs: `drain()` claims and sends every due row (the job's work).
 *
 * @example
 * const syncs = createCrmSyncs({ db, connections, registry, adapters, publicUrl, now, logger });
 * await syncs.drain();
 */
export function createCrmSyncs(options: {
  db: Database;
  connections: Connections;
  registry: ProviderRegistry;
  adapters: Partial<Record<TIntegrationProvider, CrmAdapter>>;
  publicUrl: string;
  now: () => number;
  logger: Logger;
}) {
  const prisma = () => options.db.prisma;
  const at = (offset = 0) => new Date(options.now() + offset);

  /** Due rows of connections that are `connected`, oldest first. */
  const due = () =>
    prisma().crmSync.findMany({
      where: {
        status: "pending",
        OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: at() } }],
        connection: { status: "connected" },
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: BATCH,
    });

  /** An earlier sync of the same lead at the same CRM is still to be sent: this one waits. */
  async function waiting(row: CrmSync): Promise<boolean> {
    if (!row.leadId) return false;
    const earlier = await prisma().crmSync.count({
      where: {
        connectionId: row.connectionId,
        leadId: row.leadId,
        status: { in: ["pending", "sending"] },
        OR: [
          { createdAt: { lt: row.createdAt } },
          { createdAt: row.createdAt, id: { lt: row.id } },
        ],
      },
    });
    return earlier > 0;
  }

  async function claim(row: CrmSync): Promise<boolean> {
    const claimed = await prisma().crmSync.updateMany({
      where: { id: row.id, status: "pending" },
      data: { status: "sending", attempts: { increment: 1 }, nextAttemptAt: at(CLAIM_MS) },
    });
    return claimed.count > 0;
  }

  /** The contact id an earlier sync of this lead kept at this CRM. */
  async function knownContact(row: CrmSync): Promise<string | null> {
    if (row.contactId) return row.contactId;
    if (!row.leadId) return null;
    const earlier = await prisma().crmSync.findFirst({
      where: { connectionId: row.connectionId, leadId: row.leadId, contactId: { not: null } },
      orderBy: { createdAt: "asc" },
      select: { contactId: true },
    });
    return earlier?.contactId ?? null;
  }

  /** What the row tells the CRM, read now; null when its subject is gone (deleted). */
  async function news(row: CrmSync, adapter: CrmAdapter, access: CrmAccess) {
    const lead = row.leadId ? await prisma().lead.findUnique({ where: { id: row.leadId } }) : null;
    if (!lead) return null;
    const context = { publicUrl: options.publicUrl, at: options.now() };
    const steps: Step[] = [];
    let inquiry = null;
    if (row.event === "lead") {
      const told = leadNews(lead, context);
      inquiry = told.inquiry;
      if (!adapter.inquiryIsNote) {
        steps.push({ kind: "note", write: (id) => adapter.addNote(access, id, told.note) });
      }
      const deal = told.deal;
      if (deal) steps.push({ kind: "deal", write: (id) => adapter.addDeal(access, id, deal) });
    } else if (row.event === "call") {
      const log = row.callId
        ? await prisma().callLog.findUnique({ where: { callId: row.callId } })
        : null;
      if (!log) return null;
      const note = callNote(log, context);
      steps.push({ kind: "note", write: (id) => adapter.addNote(access, id, note) });
    } else {
      const appointment = row.appointmentId
        ? await prisma().appointment.findUnique({ where: { id: row.appointmentId } })
        : null;
      if (!appointment || appointment.status === "cancelled") return null;
      const booked = appointmentOf(appointment, options.publicUrl);
      steps.push({
        kind: "appointment",
        write: (id) => adapter.addAppointment(access, id, booked),
      });
    }
    return { contact: contactOf(lead), inquiry, steps };
  }

  async function keep(row: CrmSync, data: Prisma.CrmSyncUpdateManyMutationInput) {
    await prisma().crmSync.updateMany({ where: { id: row.id, status: "sending" }, data });
  }

  /** Sends one claimed row; answers whether it was sent. */
  async function send(row: CrmSync, connection: IntegrationConnection): Promise<boolean> {
    const provider = options.registry.get(connection.provider as TIntegrationProvider);
    const adapter = options.adapters[provider.id];
    const attempts = row.attempts + 1;
    try {
      if (!adapter) throw new Error(`${provider.name} has no CRM adapter here`);
      const access: CrmAccess = {
        credentials: await options.connections.credentialsOf(connection),
        accountId: connection.accountId,
        calendarId: connection.calendarId,
      };
      const told = await news(row, adapter, access);
      if (told) {
        const contactId = await adapter.upsertContact(access, told.contact, {
          knownId: await knownContact(row),
          inquiry: told.inquiry,
        });
        if (contactId !== row.contactId) await keep(row, { contactId });
        const written: Written = { ...((row.written as Written | null) ?? {}) };
        for (const step of told.steps) {
          if (written[step.kind] !== undefined) continue;
          written[step.kind] = (await step.write(contactId)) ?? "";
          await keep(row, { written });
        }
      }
      await keep(row, { status: "done", sentAt: at(), lastError: null, nextAttemptAt: null });
      await options.connections.succeeded(connection);
      return true;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      if (error instanceof CredentialsRefused) {
        // The owner reconnects; until then the row waits, and this attempt does not count.
        await options.connections.failed(
          connection,
          `${provider.name} refused Ringline's access, so new leads are waiting to be sent. Reconnect to send them.`,
        );
        await keep(row, {
          status: "pending",
          attempts: row.attempts,
          nextAttemptAt: null,
          lastError: reason,
        });
      } else {
        const last = attempts >= CRM_SYNC_ATTEMPTS;
        await options.connections.failed(
          connection,
          `${provider.name} could not be reached to send a lead${last ? "; it was given up after several tries" : "; Ringline tries again"}.`,
          false,
        );
        await keep(
          row,
          last
            ? { status: "failed", nextAttemptAt: null, lastError: reason }
            : {
                status: "pending",
                nextAttemptAt: at(crmRetryDelayMs(attempts)),
                lastError: reason,
              },
        );
      }
      options.logger.warn(
        { err: error, crmSyncId: row.id, provider: provider.id, attempts },
        "CRM sync not sent",
      );
      return false;
    }
  }

  async function failStuck() {
    await prisma().crmSync.updateMany({
      where: { status: "sending", nextAttemptAt: { lt: at() } },
      data: { status: "failed", lastError: INTERRUPTED, nextAttemptAt: null },
    });
  }

  async function sendDue(): Promise<void> {
    for (;;) {
      const rows = await due();
      let progressed = false;
      for (const row of rows) {
        if (await waiting(row)) continue;
        if (!(await claim(row))) continue;
        progressed = true;
        const connection = await prisma().integrationConnection.findUnique({
          where: { id: row.connectionId },
        });
        if (!connection) continue;
        await send(row, connection);
      }
      // Everything left is waiting for an earlier sync, or another drain has it.
      if (!progressed) return;
    }
  }

  let running: Promise<void> | undefined;
  return {
    /** Sends every sync that is due (one run at a time in this process). */
    drain(): Promise<void> {
      running ??= (async () => {
        try {
          await failStuck();
          await sendDue();
        } finally {
          running = undefined;
        }
      })();
      return running;
    },
  };
}

/** The CRM syncs' sender. */
export type CrmSyncs = ReturnType<typeof createCrmSyncs>;
