import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { outboxRepository } from './outbox.repository';

/**
 * Mail and SMS leave the server through these two ports (ARCHITECTURE "Third-party services"). Each
 * has a real adapter configured by env and a development adapter that delivers NOTHING: it writes
 * the message to the `outbox_messages` table, where tests and the development outbox page read it.
 */
export interface OutgoingMessage {
  readonly to: string;
  readonly subject?: string;
  readonly text: string;
}

export interface Messenger {
  /** 'outbox' = the development adapter: the message is stored, not delivered. */
  readonly kind: 'smtp' | 'http' | 'outbox';
  send(message: OutgoingMessage): Promise<void>;
}

export function createOutboxMessenger(db: Db, channel: 'SMS' | 'MAIL' | 'PUSH'): Messenger {
  return {
    kind: 'outbox',
    async send(message) {
      await outboxRepository.add(db, { channel, recipient: message.to, subject: message.subject ?? null, body: message.text });
    },
  };
}

/** Mail over SMTP with nodemailer; `url` as smtp(s)://user:password@host:port. */
export function createSmtpMessenger(url: string, from: string): Messenger {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject ?? '', text: message.text });
    },
  };
}

/**
 * SMS through one HTTP provider: `POST url` with `{ to, message }` as JSON and the key as a bearer
 * token (the shape most Indian SMS gateways accept or a small relay can adapt). Non-2xx is an error.
 */
export function createHttpSmsMessenger(options: { url: string; apiKey: string; fetch?: typeof fetch }): Messenger {
  const send = options.fetch ?? fetch;
  return {
    kind: 'http',
    async send(message) {
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ to: message.to, message: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
