import { API_ROUTES, ZErrorEnvelope } from "@ringline/api-client";
import { Validator } from "@seriousme/openapi-schema-validator";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createTestApp, noDatabase } from "../test/app.js";

describe("GET /api/openapi.json", () => {
  const app = createTestApp(noDatabase);

  it("serves a valid OpenAPI 3.1 description of every route of the table", async () => {
    const response = await request(app).get("/api/openapi.json").expect(200);
    const document = response.body as { openapi: string; paths: Record<string, object> };
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId: string }>).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(Object.keys(API_ROUTES).sort());
  });

  it("is refused by the validator when it is broken (the check can fail)", async () => {
    const response = await request(app).get("/api/openapi.json").expect(200);
    const broken = { ...response.body, paths: { "/api/health": { get: { responses: 42 } } } };
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });
});

describe("GET /api/health", () => {
  it("answers ok with the database kind and where the rate limits count", async () => {
    const response = await request(createTestApp(noDatabase)).get("/api/health").expect(200);
    expect(response.body).toEqual({
      status: "ok",
      database: "pglite",
      rateLimits: "memory",
      down: [],
    });
  });

  it("stays 200 with the database down, naming it from the latest readiness check", async () => {
    const app = createTestApp(noDatabase);
    // The first answer starts a check in the background and never waits for it.
    await request(app).get("/api/health").expect(200);
    await expect
      .poll(async () => (await request(app).get("/api/health").expect(200)).body.down)
      .toContain("database");
  });
});

describe("GET /api/ready", () => {
  it("answers 503 API_SERVICE_UNAVAILABLE with Retry-After, naming the database, when it is down", async () => {
    const response = await request(createTestApp(noDatabase)).get("/api/ready").expect(503);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    const { error } = ZErrorEnvelope.parse(response.body);
    expect(error.errorCode).toBe("API_SERVICE_UNAVAILABLE");
    expect(error.message).toMatch(
      /^Not ready: database \(PGlite \(embedded\): failing\); email \(.*\) down\.$/,
    );
  });
});
