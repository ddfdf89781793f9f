// Test support for the contract tests: requests checked against the described request
// schema, answers against the described response schema for their status, and errors
// against the platform's error body.

import { expect } from "vitest";
import type { VoiceEmulator } from "../index.js";
import type { Json } from "../json.js";
import { loadPlatformDescription } from "../platform.js";
import { PlatformValidator } from "../validation.js";

export interface ContractRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart body instead of JSON; `body` then stands for its fields when validated. */
  form?: FormData;
  /** Default: the private key. */
  key?: string;
}

interface Answer {
  status: number;
  body: unknown;
}

const ERROR_NAMES: Record<number, string> = { 400: "Bad Request", 404: "Not Found" };

/** The contract checks, against the emulator `current()` gives (started in `beforeAll`). */
export function contractChecks(current: () => VoiceEmulator) {
  const validator = new PlatformValidator(loadPlatformDescription());

  async function send(operation: string, request: ContractRequest): Promise<Answer> {
    const [method = "", template = ""] = operation.split(" ");
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(request.params?.[name] ?? ""),
    );
    const search = new URLSearchParams(request.query).toString();
    const json = request.form === undefined && request.body !== undefined;
    const emulator = current();
    const response = await fetch(`${emulator.url}${path}${search === "" ? "" : `?${search}`}`, {
      method,
      headers: {
        authorization: `Bearer ${request.key ?? emulator.privateKey}`,
        ...(json ? { "content-type": "application/json" } : {}),
      },
      body: request.form ?? (json ? JSON.stringify(request.body) : null),
    });
    const text = await response.text();
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
  }

  /** Sends a request the description accepts; checks the answer against the described schema. */
  async function described<T = Json>(operation: string, request: ContractRequest = {}): Promise<T> {
    if (request.body !== undefined) {
      expect(validator.validateBody(operation, request.body).errors, "request body").toEqual([]);
    }
    expect(validator.validateQuery(operation, { ...request.query }).errors, "query").toEqual([]);
    const answer = await send(operation, request);
    const schema = validator.operation(operation)?.responses[String(answer.status)];
    expect(
      schema,
      `${operation} describes ${answer.status}: ${JSON.stringify(answer.body)}`,
    ).toEqual(expect.any(Object));
    expect(validator.validateAnswer(operation, answer.status, answer.body).errors).toEqual([]);
    return answer.body as T;
  }

  /** Sends a bad request; the answer is the platform's error body with `status`. */
  async function refused(
    operation: string,
    request: ContractRequest,
    status: number,
    message: string,
  ): Promise<void> {
    const answer = await send(operation, request);
    expect(answer).toEqual({
      status,
      body: {
        message: status === 400 ? expect.arrayContaining([message]) : message,
        error: ERROR_NAMES[status],
        statusCode: status,
      },
    });
  }

  /** The description itself refuses this body: the emulator's 400 is the schema's. */
  function expectRefusedByDescription(operation: string, body: unknown): void {
    expect(validator.validateBody(operation, body).valid).toBe(false);
  }

  return { validator, send, described, refused, expectRefusedByDescription };
}
