import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Runs `handlers` one after another, as Express runs the layers of a router, without a
 * router's per-layer work (matching each layer's path, trimming and restoring the URL): each
 * calls `next()` for the one after it; `next(error)`, a throw or a rejected promise ends the
 * run with `done(error)`; after the last one, `done()`.
 */
export function runHandlers(
  handlers: readonly RequestHandler[],
  request: Request,
  response: Response,
  done: NextFunction,
): void {
  let index = 0;
  const next = (error?: unknown): void => {
    if (error) {
      done(error);
      return;
    }
    const handler = handlers[index];
    index += 1;
    if (!handler) {
      done();
      return;
    }
    try {
      const result: unknown = handler(request, response, next);
      if (isThenable(result)) {
        result.then(undefined, (reason: unknown) => next(reason ?? new Error("Rejected promise")));
      }
    } catch (thrown) {
      next(thrown ?? new Error("A handler threw without an error"));
    }
  };
  next();
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { then?: unknown }).then === "function"
  );
}

/**
 * `handlers` as one handler (one layer of the app instead of one each). Like a router, it
 * lists what it runs as `stack` (`{ handle }` entries), for tools that walk an app's layers.
 */
export function sequence(
  handlers: readonly RequestHandler[],
): RequestHandler & { readonly stack: ReadonlyArray<{ handle: RequestHandler }> } {
  const run: RequestHandler = (request, response, next) =>
    runHandlers(handlers, request, response, next);
  return Object.assign(run, { stack: handlers.map((handle) => ({ handle })) });
}
