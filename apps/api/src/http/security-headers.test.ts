import express from "express";
import helmet, { type HelmetOptions } from "helmet";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.js";

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      connectSrc: ["'self'", "https://api.example.test"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
};

function appWith(middleware: express.RequestHandler) {
  const app = express();
  app.use(middleware);
  app.get("/", (_request, response) => {
    response.json({ ok: true });
  });
  return app;
}

const SECURITY =
  /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-)/;

describe("the security headers worked out once", () => {
  it("are exactly helmet's, on every answer", async () => {
    const byHelmet = await request(appWith(helmet(OPTIONS)))
      .get("/")
      .expect(200);
    const once = appWith(securityHeaders(OPTIONS));
    for (const _ of [1, 2]) {
      const answer = await request(once).get("/").expect(200);
      const pick = (headers: Record<string, string>) =>
        Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY.test(name)));
      expect(pick(answer.headers)).toEqual(pick(byHelmet.headers));
    }
    expect(byHelmet.headers["content-security-policy"]).toContain(
      "connect-src 'self' https://api.example.test",
    );
    expect(byHelmet.headers["x-powered-by"]).toBeUndefined();
  });
});
