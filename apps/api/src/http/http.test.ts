import express from "express";
import pino from "pino";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createTestApp, noDatabase, visitorWithToken } from "../test/app.js";
import { createCsrf } from "./csrf.js";
import { createErrorHandler } from "./error-handler.js";

// These rules sit in front of every route and never reach the database.
describe("API request handling", () => {
  const app = createTestApp(noDatabase);

  it("hands out a CSRF token and a visitor cookie", async () => {
    const response = await request(app).get("/api/csrf-token").expect(200);
    expect(response.body.csrfToken).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(String(response.headers["set-cookie"])).toMatch(
      /rl_vid=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax/,
    );
  });

  it("refuses a non-JSON body with 415", async () => {
    const { agent, token } = await visitorWithToken(app);
    const response = await agent
      .post("/api/contact")
      .set("x-csrf-token", token)
      .set("content-type", "application/x-www-form-urlencoded")
      .send("name=Ada")
      .expect(415);
    expect(response.body.error.errorCode).toBe("API_UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers malformed JSON with 400 API_INVALID_JSON", async () => {
    const { agent, token } = await visitorWithToken(app);
    const response = await agent
      .post("/api/contact")
      .set("x-csrf-token", token)
      .set("content-type", "application/json")
      .send('{"name": "Ada",')
      .expect(400);
    expect(response.body.error.errorCode).toBe("API_INVALID_JSON");
  });

  it("answers an oversized body with 413", async () => {
    const { agent, token } = await visitorWithToken(app);
    const response = await agent
      .post("/api/contact")
      .set("x-csrf-token", token)
      .send({ message: "x".repeat(200 * 1024) })
      .expect(413);
    expect(response.body.error.errorCode).toBe("API_PAYLOAD_TOO_LARGE");
  });

  it.each([
    ["[]", 422, "API_VALIDATION_ERROR"],
    ['"text"', 400, "API_INVALID_JSON"],
    ["null", 400, "API_INVALID_JSON"],
  ])("answers the JSON body %s, which is not an object, with %i", async (body, status, code) => {
    const { agent, token } = await visitorWithToken(app);
    const response = await agent
      .post("/api/contact")
      .set("x-csrf-token", token)
      .set("content-type", "application/json")
      .send(body)
      .expect(status);
    expect(response.body.error.errorCode).toBe(code);
  });

  it("answers unknown API paths with a 404 envelope", async () => {
    const response = await request(app).get("/api/nope").expect(404);
    expect(response.body.error).toMatchObject({
      errorCode: "API_NOT_FOUND",
      action: { type: "contact-support" },
    });
  });

  it("sends security headers", async () => {
    const response = await request(app).get("/api/health").expect(200);
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("createCsrf", () => {
  it("refuses a token older than its lifetime with a message naming the expired token", async () => {
    let now = Date.UTC(2026, 10, 21);
    const csrf = createCsrf({ secret: "s".repeat(32), tokenTtlMs: 60_000, now: () => now });
    const app = express();
    app.use((await import("cookie-parser")).default());
    app.get("/token", (request, response) => {
      response.json({ csrfToken: csrf.issue(request, response) });
    });
    app.post("/write", csrf.protect, (_request, response) => {
      response.sendStatus(204);
    });
    app.use(createErrorHandler(pino({ level: "silent" })));

    const agent = request.agent(app);
    const token = (await agent.get("/token")).body.csrfToken as string;
    now += 60_000;
    await agent.post("/write").set("x-csrf-token", token).expect(204);
    now += 1;
    const response = await agent.post("/write").set("x-csrf-token", token).expect(403);
    expect(response.body.error.message).toBe(
      "Your security token has expired. Refresh the page and try again.",
    );
  });
});

describe("error handler", () => {
  it("answers an unexpected error with a bare 500 envelope and logs its reference", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => lines.push(line) });
    const app = express();
    app.get("/boom", () => {
      throw new Error("connection string postgres://secret@db leaked?");
    });
    app.use(createErrorHandler(logger));

    const response = await request(app).get("/boom").expect(500);
    expect(response.body.error.errorCode).toBe("UNKNOWN_ERROR");
    expect(JSON.stringify(response.body)).not.toContain("secret");
    expect(lines.join("")).toContain(response.body.error.supportReference);
  });
});
