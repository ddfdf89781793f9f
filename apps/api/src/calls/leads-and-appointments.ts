import type { TAppointment, TLead } from "@ringline/api-client";
import { AppError } from "../core/errors.js";
import { pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import { toAppointment, toLead } from "./call-logs.js";
import { safeTimeZone } from "./schedule/time-zones.js";
import { slotKeyOf } from "./tools/appointments.js";

// The leads and appointments lists of the owner, and marking them handled. Cancelling an
// appointment frees its slot (its unique slot key is cleared) so it can be booked again.

export function createLeadsAndAppointments(options: { db: Database; now: () => number }) {
  const prisma = () => options.db.prisma;

  async function customerIdOf(userId: string): Promise<string | null> {
    return (await customerOf(userId)).customerId;
  }

  /** The owner's customer record and their business's time zone (appointments are read in it). */
  async function customerOf(
    userId: string,
  ): Promise<{ customerId: string | null; timeZone: string }> {
    const customer = await prisma().customer.findUnique({
      where: { userId },
      select: { id: true, onboarding: { select: { timeZone: true } } },
    });
    return {
      customerId: customer?.id ?? null,
      timeZone: safeTimeZone(customer?.onboarding?.timeZone),
    };
  }

  /** The call log of each appointment's call, by call id. */
  async function callLogIds(callIds: Array<string | null>): Promise<Map<string, string>> {
    const ids = callIds.filter((id): id is string => id !== null);
    if (ids.length === 0) return new Map();
    const rows = await prisma().callLog.findMany({
      where: { callId: { in: ids } },
      select: { id: true, callId: true },
    });
    return new Map(rows.map((row) => [row.callId, row.id]));
  }

  return {
    async leads(
      userId: string,
      input: { page: number; pageSize: number; status?: "new" | "handled" | undefined },
    ): Promise<{ items: TLead[]; total: number }> {
      const customerId = await customerIdOf(userId);
      if (!customerId) return { items: [], total: 0 };
      const where: Prisma.LeadWhereInput = {
        customerId,
        ...(input.status ? { status: input.status } : {}),
      };
      const [total, rows] = await Promise.all([
        prisma().lead.count({ where }),
        prisma().lead.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          ...pageWindow(input),
        }),
      ]);
      return { items: rows.map(toLead), total };
    },

    async updateLead(userId: string, id: string, status: "new" | "handled"): Promise<TLead> {
      const customerId = await customerIdOf(userId);
      const updated = customerId
        ? await prisma().lead.updateMany({
            where: { id, customerId },
            data: { status, handledAt: status === "handled" ? new Date(options.now()) : null },
          })
        : { count: 0 };
      if (updated.count === 0) throw new AppError("API_NOT_FOUND");
      return toLead(await prisma().lead.findUniqueOrThrow({ where: { id } }));
    },

    async appointments(
      userId: string,
      input: { page: number; pageSize: number; when: "upcoming" | "past" | "all" },
    ): Promise<{ items: TAppointment[]; total: number }> {
      const { customerId, timeZone } = await customerOf(userId);
      if (!customerId) return { items: [], total: 0 };
      const now = new Date(options.now());
      const where: Prisma.AppointmentWhereInput = {
        customerId,
        ...(input.when === "upcoming"
          ? { startsAt: { gte: now }, status: { not: "cancelled" } }
          : input.when === "past"
            ? { startsAt: { lt: now } }
            : {}),
      };
      const [total, rows] = await Promise.all([
        prisma().appointment.count({ where }),
        prisma().appointment.findMany({
          where,
          orderBy: [{ startsAt: input.when === "upcoming" ? "asc" : "desc" }, { id: "asc" }],
          ...pageWindow(input),
        }),
      ]);
      const logs = await callLogIds(rows.map((row) => row.callId));
      return {
        items: rows.map((row) =>
          toAppointment(row, row.callId ? (logs.get(row.callId) ?? null) : null, timeZone),
        ),
        total,
      };
    },

    async updateAppointment(
      userId: string,
      id: string,
      status: "scheduled" | "handled" | "cancelled",
    ): Promise<TAppointment> {
      const { customerId, timeZone } = await customerOf(userId);
      const current = customerId
        ? await prisma().appointment.findFirst({ where: { id, customerId } })
        : null;
      if (!current || !customerId) throw new AppError("API_NOT_FOUND");
      const slotKey =
        status === "cancelled" ? null : slotKeyOf(customerId, current.startsAt.getTime());
      try {
        await prisma().appointment.update({
          where: { id },
          data: {
            status,
            slotKey,
            handledAt: status === "handled" ? new Date(options.now()) : null,
          },
        });
      } catch (error) {
        // Scheduling a cancelled appointment again whose slot was booked since.
        throw new AppError("API_DUPLICATE_RESOURCE", {
          message: "That time has been booked by another caller since.",
          cause: error,
        });
      }
      const row = await prisma().appointment.findUniqueOrThrow({ where: { id } });
      const logs = await callLogIds([row.callId]);
      return toAppointment(row, row.callId ? (logs.get(row.callId) ?? null) : null, timeZone);
    },
  };
}

export type LeadsAndAppointments = ReturnType<typeof createLeadsAndAppointments>;
