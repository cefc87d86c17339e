/** One WhatsApp template message: an approved template, its language, the body's parameters in order. */
export interface TemplateMessage {
  mobile: string;
  template: string;
  language: string;
  params: string[];
}

export interface WhatsAppOutboxEntry extends TemplateMessage {
  sentAt: string;
}

export interface WhatsAppSender {
  readonly name: "off" | "console" | "cloud";
  send(message: TemplateMessage): Promise<void>;
  /** The last messages "sent", newest first; only the console adapter keeps them. */
  outbox?(): WhatsAppOutboxEntry[];
}
