import express, { type RequestHandler } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { sequence } from "./sequence.js";

/** An app with `handlers` as one layer, then a not-found and an error handler that tell. */
function appOf(handlers: RequestHandler[]) {
  const app = express();
  app.use(sequence(handlers));
  app.use((_request, response) => {
    response.status(404).json({ reached: "after" });
  });
  app.use((error: Error, _request: express.Request, response: express.Response, _next: unknown) => {
    response.status(500).json({ error: error.message });
  });
  return app;
}

const mark =
  (name: string): RequestHandler =>
  (_request, response, next) => {
    response.append("x-order", name);
    next();
  };

describe("sequence", () => {
  it("runs its handlers in order, then what comes after it in the app", async () => {
    const response = await request(appOf([mark("a"), mark("b"), mark("c")])).get("/");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ reached: "after" });
    expect(response.headers["x-order"]).toBe("a, b, c");
  });

  it("stops where a handler answers", async () => {
    const answer: RequestHandler = (_request, response) => {
      response.status(200).json({ answered: true });
    };
    const response = await request(appOf([mark("a"), answer, mark("never")])).get("/");
    expect(response.body).toEqual({ answered: true });
    expect(response.headers["x-order"]).toBe("a");
  });

  it("hands next(error), a throw and a rejected promise to the app's error handler", async () => {
    const failures: Array<[string, RequestHandler]> = [
      ["passed on", (_request, _response, next) => next(new Error("passed on"))],
      [
        "thrown",
        () => {
          throw new Error("thrown");
        },
      ],
      [
        "rejected",
        async () => {
          throw new Error("rejected");
        },
      ],
    ];
    for (const [message, failure] of failures) {
      const response = await request(appOf([mark("a"), failure, mark("never")])).get("/");
      expect(response.status, message).toBe(500);
      expect(response.headers["x-order"], message).toBe("a");
      expect(response.body, message).toEqual({ error: message });
    }
  });

  it("lists what it runs, as a router lists its layers", () => {
    const handlers = [mark("a"), mark("b")];
    expect(sequence(handlers).stack.map((layer) => layer.handle)).toEqual(handlers);
  });
});
