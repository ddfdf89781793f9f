import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { clientInfo } from "./client-info.js";

/** An app that answers what clientInfo makes of each request, behind `trustProxy` hops. */
function appTrusting(trustProxy: number | boolean) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.get("/who", (req, res) => {
    res.json({ ...clientInfo(req), ip: req.ip ?? null });
  });
  return app;
}

describe("clientInfo", () => {
  it("takes the socket's address when no proxy is trusted, whatever X-Forwarded-For claims", async () => {
    for (const trust of [0, false]) {
      const { body } = await request(appTrusting(trust))
        .get("/who")
        .set("x-forwarded-for", "203.0.113.7")
        .set("user-agent", "probe/1")
        .expect(200);
      expect(body.ipAddress).not.toBe("203.0.113.7");
      expect(body.ipAddress).toMatch(/127\.0\.0\.1|::1/);
      // The same address Express works out the long way.
      expect(body.ipAddress).toBe(body.ip);
      expect(body.userAgent).toBe("probe/1");
    }
  });

  it("takes the address the trusted proxy forwarded", async () => {
    const { body } = await request(appTrusting(1))
      .get("/who")
      .set("x-forwarded-for", "198.51.100.1, 203.0.113.7")
      .expect(200);
    expect(body.ipAddress).toBe("203.0.113.7");
    expect(body.ipAddress).toBe(body.ip);
  });

  it("trims what it keeps to the columns' sizes", async () => {
    const { body } = await request(appTrusting(0))
      .get("/who")
      .set("user-agent", "a".repeat(600))
      .expect(200);
    expect(body.userAgent).toHaveLength(512);
  });
});
