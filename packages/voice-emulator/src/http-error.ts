// The platform's error body, as its NestJS API words it:
// `{ message, error: "Bad Request", statusCode: 400 }`.

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export interface PlatformErrorBody {
  message: string | string[];
  error: string;
  statusCode: number;
}

export function platformErrorBody(status: number, message: string | string[]): PlatformErrorBody {
  return { message, error: STATUS_TEXT[status] ?? "Error", statusCode: status };
}

/** Thrown by handlers; the server turns it into the platform's error answer. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: PlatformErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string | string[], headers: Record<string, string> = {}) {
    super(Array.isArray(message) ? message.join("; ") : message);
    this.name = "HttpError";
    this.status = status;
    this.body = platformErrorBody(status, message);
    this.headers = headers;
  }
}

export function badRequest(message: string | string[]): HttpError {
  return new HttpError(400, Array.isArray(message) ? message : [message]);
}

export function notFound(what: string): HttpError {
  return new HttpError(404, `${what} not found`);
}
