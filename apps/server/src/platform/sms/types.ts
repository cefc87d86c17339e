/** One OTP text to send. `code` is only kept by the console adapter's dev outbox. */
export interface OtpMessage {
  mobile: string;
  code: string;
  text: string;
}

export interface OutboxEntry extends OtpMessage {
  sentAt: string;
}

/** SMS adapters share this shape. */
export interface SmsSender {
  readonly name: "console" | "http";
  send(message: OtpMessage): Promise<void>;
  /** The last messages sent, newest first; only the console adapter keeps them. */
  outbox?(): OutboxEntry[];
}
