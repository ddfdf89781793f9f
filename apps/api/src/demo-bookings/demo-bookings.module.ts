import type { FeatureModule } from "../http/route-table.js";
import { createDemoBookingRepository } from "./demo-booking.repository.js";

/** A visitor books a product demo. */
export const demoBookingsModule: FeatureModule = {
  name: "demo-bookings",
  setup({ db }) {
    const bookings = createDemoBookingRepository(db);
    return {
      routes: {
        async createDemoBooking({ input }) {
          const stored = await bookings.create(input);
          return {
            success: true as const,
            message: `Thank you! Your demo is requested for the ${stored.preferredTime} of ${input.preferredDate}. We'll confirm by email shortly.`,
            data: {
              id: stored.id,
              status: stored.status,
              preferredDate: stored.preferredDate.toISOString().slice(0, 10),
              preferredTime: stored.preferredTime,
              createdAt: stored.createdAt.toISOString(),
            },
          };
        },
      },
    };
  },
};
