import pino from "pino";
import request from "supertest";
import type TestAgent from "supertest/lib/agent.js";
import { createApp } from "../app.js";
import type { Database } from "../db/database.js";

/** The app over a test database, quiet, with a fixed secret. */
export function createTestApp(db: Database, siteDir?: string) {
  return createApp({
    db,
    logger: pino({ level: "silent" }),
    sessionSecret: "test-secret-test-secret-test-secret",
    siteDir,
    logRequests: false,
  });
}

/** A cookie-keeping visitor holding a fresh CSRF token. */
export async function visitorWithToken(
  app: ReturnType<typeof createTestApp>,
): Promise<{ agent: TestAgent; token: string }> {
  const agent = request.agent(app);
  const response = await agent.get("/api/csrf-token").expect(200);
  return { agent, token: response.body.csrfToken as string };
}
