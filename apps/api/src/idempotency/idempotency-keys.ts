import { setTimeout as sleep } from "node:timers/promises";
import { ERROR_CATALOGUE, isErrorCode } from "@ringline/api-client";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import type { IdempotentRequest, RunOnce } from "../http/idempotent-routes.js";

/** How long a kept answer is given to repeats. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request still `processing` after this long died with its process; a repeat acts. */
export const IDEMPOTENCY_ABANDONED_MS = 60_000;
/** How long a repeat waits for the first request's answer before answering 409. */
export const IDEMPOTENCY_WAIT_MS = 15_000;
const POLL_MS = 50;

/** A kept answer: the JSON of a success, or the catalogue code and words of a refusal. */
type KeptAnswer =
  | { kind: "answer"; body: unknown }
  | {
      kind: "error";
      code: string;
      message: string;
      fieldErrors?: Record<string, string[]> | undefined;
    };

/**
 * Payment actions done once per `Idempotency-Key`. The first request with a key claims it
 * (a unique row, so two instances agree on who is first), acts, and keeps its answer: the
 * JSON of a success, or the code and words of a refusal (a declined card stays declined for
 * that key; a new attempt sends a new key). A repeat gets the kept answer; a repeat that
 * arrives while the first still runs waits for it. An unexpected failure keeps nothing, so
 * the same key may try again.
 */
export function createIdempotencyKeys(options: { db: Database; now: () => number }) {
  const { db, now } = options;
  const rows = () => db.prisma.idempotencyKey;

  /**
   * Claims the key: answers the claim's time (which marks this request as the owner) when it
   * is the first, or takes over an abandoned one; undefined when another request holds it.
   */
  async function claim(request: IdempotentRequest): Promise<Date | undefined> {
    const at = new Date(now());
    const inserted = await db.prisma.$executeRaw`
      INSERT INTO idempotency_keys (id, scope, route, key, fingerprint, status, created_at)
      VALUES (gen_random_uuid(), ${request.scope}, ${request.route}, ${request.key},
              ${request.fingerprint}, 'processing', ${at})
      ON CONFLICT (scope, route, key) DO NOTHING`;
    if (inserted === 1) return at;
    // A first request whose process died never answers: the next repeat acts in its place.
    const takenOver = await rows().updateMany({
      where: {
        scope: request.scope,
        route: request.route,
        key: request.key,
        fingerprint: request.fingerprint,
        status: "processing",
        createdAt: { lt: new Date(now() - IDEMPOTENCY_ABANDONED_MS) },
      },
      data: { createdAt: at },
    });
    return takenOver.count === 1 ? at : undefined;
  }

  function replay(kept: KeptAnswer): unknown {
    if (kept.kind === "answer") return kept.body;
    const code = isErrorCode(kept.code) ? kept.code : "UNKNOWN_ERROR";
    throw new AppError(code, {
      ...(kept.message !== ERROR_CATALOGUE[code].message ? { message: kept.message } : {}),
      ...(kept.fieldErrors ? { fieldErrors: kept.fieldErrors } : {}),
    });
  }

  /** The first request's answer, once it has one; 409 when it takes too long. */
  async function awaitFirst(request: IdempotentRequest): Promise<{ answer: unknown } | null> {
    const deadline = now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const row = await rows().findUnique({
        where: {
          scope_route_key: { scope: request.scope, route: request.route, key: request.key },
        },
        select: { fingerprint: true, status: true, responseBody: true },
      });
      // The first failed unexpectedly and kept nothing: this one may act.
      if (!row) return null;
      if (row.fingerprint !== request.fingerprint) {
        throw new AppError("API_VALIDATION_ERROR", {
          message: "This Idempotency-Key was already used for a different request.",
        });
      }
      if (row.status === "done") return { answer: replay(row.responseBody as KeptAnswer) };
      if (now() >= deadline) throw new AppError("PAYMENT_IN_PROGRESS");
      await sleep(POLL_MS);
    }
  }

  /** The claim of `request` made at `claimed`, while it is still this request's. */
  const owned = (request: IdempotentRequest, claimed: Date) => ({
    scope: request.scope,
    route: request.route,
    key: request.key,
    status: "processing",
    createdAt: claimed,
  });

  /** Keeps the answer, unless a repeat took the claim over meanwhile (its answer stands). */
  async function keep(request: IdempotentRequest, claimed: Date, status: number, kept: KeptAnswer) {
    await rows().updateMany({
      where: owned(request, claimed),
      data: {
        status: "done",
        responseStatus: status,
        responseBody: kept as unknown as Prisma.InputJsonValue,
      },
    });
  }

  return {
    /**
     * Runs `act` once for the request's key and answers what its first run answered: its
     * result, or the refusal it threw. `status` is the route's status for a success.
     */
    once: (async (request, status, act) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const claimed = await claim(request);
        if (!claimed) {
          const first = await awaitFirst(request);
          if (first) return first.answer;
          continue;
        }
        let answer: unknown;
        try {
          answer = await act();
        } catch (error) {
          if (AppError.isInstance(error) && error.status < 500) {
            await keep(request, claimed, error.status, {
              kind: "error",
              code: error.code,
              message: error.message,
              fieldErrors: error.fieldErrors,
            });
          } else {
            await rows().deleteMany({ where: owned(request, claimed) });
          }
          throw error;
        }
        await keep(request, claimed, status, { kind: "answer", body: answer ?? null });
        return answer;
      }
      throw new AppError("PAYMENT_IN_PROGRESS");
    }) satisfies RunOnce,

    /** Forgets answers older than 24 hours; answers how many. */
    async purge(): Promise<number> {
      const { count } = await rows().deleteMany({
        where: { createdAt: { lt: new Date(now() - IDEMPOTENCY_TTL_MS) } },
      });
      return count;
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;
