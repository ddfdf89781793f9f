import type { MailMessage, MailTransport } from "../outbox/mail-transports.js";

/** A mail transport that keeps what it is handed, and refuses the next `n` when told to. */
export interface CapturingMailTransport extends MailTransport {
  /** Every message handed over and accepted, in order. */
  readonly messages: MailMessage[];
  /** Every hand-over, accepted or refused. */
  readonly attempts: MailMessage[];
  /** Refuses the next `count` hand-overs with `error` (a transient SMTP error by default). */
  failNext(count: number, error?: Error): void;
  /** Holds every hand-over until `release` (to run two sends at once). */
  hold(): { release(): void };
}

/** The in-memory transport test apps get: tests read delivered mail from here. */
export function createCapturingMailTransport(): CapturingMailTransport {
  const messages: MailMessage[] = [];
  const attempts: MailMessage[] = [];
  let failures: Error[] = [];
  let held: Promise<void> | undefined;
  return {
    name: "capture",
    messages,
    attempts,
    failNext(count, error) {
      const refusal =
        error ?? Object.assign(new Error("451 try again later"), { responseCode: 451 });
      failures = Array.from({ length: count }, () => refusal);
    },
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = undefined;
          resolve();
        };
      });
      return { release };
    },
    async send(message) {
      attempts.push(message);
      if (held) await held;
      const failure = failures.shift();
      if (failure) throw failure;
      messages.push(message);
    },
  };
}
