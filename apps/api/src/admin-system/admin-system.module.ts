import { actor, done } from "../admin/back-office.js";
import { pageOf } from "../core/page.js";
import type { FeatureModule } from "../http/route-table.js";
import { createActivityTracker } from "./activity.js";
import { createDeliveries } from "./deliveries.js";
import { createErrorLog } from "./errors.js";
import { createSystemHealth } from "./system-health.js";

/**
 * The back office's system pages: health checks, failed server-message deliveries with replay
 * (through the call engine), the errors reported with resolve, and the activity tracker (what
 * the signed-in customers asked of the API). Set up after calls, whose service it uses; every change is audited, support
 * administrators only read.
 */
export const adminSystemModule: FeatureModule = {
  name: "admin-system",
  setup({ db, now, settings, use }) {
    const audit = use("audit");
    const calls = use("calls");
    const health = createSystemHealth({
      db,
      redis: settings.redis,
      voice: settings.voice,
      jobs: settings.jobs,
      now,
    });
    const deliveries = createDeliveries({ db, audit, replay: (id) => calls.replay(id) });
    const errors = createErrorLog({ db, audit });
    const activity = createActivityTracker(db);
    return {
      routes: {
        getAdminSystemHealth: async () => ({ success: true as const, ...(await health.check()) }),
        async listAdminDeliveries({ input }) {
          const { total, items } = await deliveries.list(input);
          return pageOf(items, total, input);
        },
        replayAdminDelivery: async ({ admin, input, request }) => ({
          success: true as const,
          ...(await deliveries.replay(actor(admin, request), input.deliveryId)),
        }),
        async listAdminErrors({ input }) {
          const { total, items } = await errors.list(input);
          return pageOf(items, total, input);
        },
        async resolveAdminError({ admin, input, request }) {
          await errors.resolve(actor(admin, request), input.errorLogId, input.resolution);
          return done("The error is resolved.");
        },
        async listAdminActivity({ input }) {
          const { total, items } = await activity.list(input);
          return pageOf(items, total, input);
        },
      },
    };
  },
};
