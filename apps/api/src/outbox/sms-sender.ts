// Texts leave through one adapter. The default keeps them in the `sms_messages` outbox only
// (as e-mail without SMTP goes no further than a local mailbox), which is what runs with no
// account and no network. A provider adapter (Twilio) plugs in here; see the README.

/** One way to send a text. */
export interface SmsSender {
  /** Recorded on each row it sends: `outbox` or the provider's name. */
  readonly transport: string;
  /** Sends one text; resolves with the provider's id of it (null in the outbox). */
  send(message: { to: string; body: string }): Promise<{ providerId: string | null }>;
}

/** Keeps every text in the outbox table: nothing leaves the machine. */
export const outboxSmsSender: SmsSender = {
  transport: "outbox",
  async send() {
    return { providerId: null };
  },
};
