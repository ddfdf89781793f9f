import type { FeatureModule } from "../http/route-table.js";
import { createWebDesignService } from "./web-design.service.js";

declare module "../core/module.js" {
  interface AppSettings {
    /** Who is told about paid web-design orders (the sales inbox by default). */
    webDesignTeamEmail?: string | undefined;
  }
}

/**
 * Web-design orders (/checkout/web-design): ordered at the server's price, paid once through
 * the payment adapter, marked paid by the provider's event, confirmed to the buyer and
 * announced to the team by e-mail.
 */
export const webDesignModule: FeatureModule = {
  name: "web-design",
  setup({ db, logger, now, publicUrl, settings, use }) {
    const service = createWebDesignService({
      db,
      payments: use("oneTimePayments"),
      mailer: use("mailer"),
      logger,
      now,
      publicUrl,
      teamEmail: settings.webDesignTeamEmail ?? settings.chat?.salesEmail ?? "sales@ringline.ai",
    });
    return {
      routes: {
        createWebDesignOrder: async ({ input, customer }) => ({
          success: true as const,
          ...(await service.order(input, customer?.userId)),
        }),
        getWebDesignOrder: async ({ input }) => ({
          success: true as const,
          order: await service.find(input.id),
        }),
      },
    };
  },
};
