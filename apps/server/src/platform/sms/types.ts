/** One OTP text to send. `code` is only kept by the console adapter's dev outbox. */
export interface OtpMessage {
  mobile: string;
  /** The OTP; empty for a notification. */
  code: string;
  text: string;
  /** A notification's own DLT template (the gateway adapter otherwise sends SMS_DLT_TEMPLATE_ID). */
  dltTemplateId?: string;
}

export interface OutboxEntry extends OtpMessage {
  sentAt: string;
}

/** SMS adapters share this shape. */
export interface SmsSender {
  readonly name: "console" | "http";
  send(message: OtpMessage): Promise<void>;
  /** The last OTP messages sent, newest first; only the console adapter keeps them. */
  outbox?(): OutboxEntry[];
  /** The last notification texts (no OTP), newest first; only the console adapter keeps them. */
  notificationOutbox?(): OutboxEntry[];
}
