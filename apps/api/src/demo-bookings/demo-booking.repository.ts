import type { TDemoBookingRequest } from "@ringline/api-client";
import type { Database } from "../db/database.js";

export function createDemoBookingRepository(db: Database) {
  return {
    create(booking: TDemoBookingRequest) {
      return db.prisma.demoBooking.create({
        data: {
          name: booking.name,
          email: booking.email,
          phone: booking.phone,
          company: booking.company,
          realtorType: booking.realtorType,
          currentCalls: booking.currentCalls,
          // A calendar day: stored as a DATE, read back as midnight UTC.
          preferredDate: new Date(`${booking.preferredDate}T00:00:00.000Z`),
          preferredTime: booking.preferredTime,
          timezone: booking.timezone,
          message: booking.message ?? null,
        },
        select: {
          id: true,
          status: true,
          preferredDate: true,
          preferredTime: true,
          createdAt: true,
        },
      });
    },
  };
}

export type DemoBookingRepository = ReturnType<typeof createDemoBookingRepository>;
