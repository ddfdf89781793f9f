import { AppError } from "../core/errors.js";
import type { EmbedKeyLookup } from "../http/embed.js";
import type { FeatureModule } from "../http/route-table.js";
import { createEmbedKeyRepository } from "./embed-key.repository.js";

declare module "../core/module.js" {
  interface Services {
    /** Embed keys by their public value: which partner origins may use Ringline's widgets. */
    embedKeys: EmbedKeyLookup;
  }
}

const notFound = () =>
  new AppError("API_NOT_FOUND", { message: "There is no such embed key on your account." });

/**
 * Widgets on partner sites: the owner's embed keys (each with the origins allowed to use it),
 * managed from the dashboard, and the status a refused widget asks for. The HTTP layer
 * (`http/embed.ts`) uses the keys for CORS, the visitor token and the per-key limits.
 */
export const embedKeysModule: FeatureModule = {
  name: "embed-keys",
  setup({ db }) {
    const keys = createEmbedKeyRepository(db);
    return {
      provides: { embedKeys: { find: (key) => keys.find(key) } },
      routes: {
        listEmbedKeys: async ({ customer }) => ({ items: await keys.list(customer.userId) }),
        createEmbedKey: ({ input, customer }) => keys.create(customer.userId, input),
        async updateEmbedKey({ input, customer }) {
          const updated = await keys.update(customer.userId, input.id, input);
          if (!updated) throw notFound();
          return updated;
        },
        async deleteEmbedKey({ input, customer }) {
          if (!(await keys.remove(customer.userId, input.id))) throw notFound();
          return {
            success: true as const,
            message: "The embed key is deleted: widgets using it stop working now.",
          };
        },
        async getEmbedStatus({ input, request }) {
          const origin = request.get("origin");
          const record = await keys.find(input.embedKey);
          return { allowed: Boolean(origin && record?.allowedOrigins.includes(origin)) };
        },
      },
    };
  },
};
