import type { FeatureModule } from "../http/route-table.js";
import { createContactRepository } from "./contact.repository.js";

const THANKS = {
  demo: "Thank you! Your demo request has been received. We'll contact you soon.",
  consultation: "Thank you! Your consultation request has been received. We'll contact you soon.",
} as const;

/** A visitor's demo or consultation request. */
export const contactModule: FeatureModule = {
  name: "contact",
  setup({ db }) {
    const contacts = createContactRepository(db);
    return {
      routes: {
        async submitContact({ input }) {
          const stored = await contacts.create(input);
          return {
            success: true as const,
            message: THANKS[stored.requestType],
            data: {
              id: stored.id,
              requestType: stored.requestType,
              createdAt: stored.createdAt.toISOString(),
            },
          };
        },
      },
    };
  },
};
