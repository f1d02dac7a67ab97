import net from 'node:net';
import { Client, type Connection, Message } from 'node-hl7-client';

export interface Hl7Target {
  host: string;
  port: number;
  tls: boolean;
}

/** The LIS's application acknowledgement: MSA-1, and its text (MSA-3, else ERR-8 or ERR-3's text or code) when it gave one. */
export interface Hl7Ack {
  code: string;
  text: string;
}

/** Sends one message and answers the ACK to it, or throws (refused, TLS failure, no ACK within the timeout). */
export type Hl7Sender = (target: Hl7Target, message: string, timeoutMs: number) => Promise<Hl7Ack>;

export class Hl7NoAckError extends Error {}

function ackOf(answer: Message, controlId: string): Hl7Ack {
  const code = answer.get('MSA.1').toString();
  const about = answer.get('MSA.2').toString();
  if (!code) throw new Hl7NoAckError('the answer has no MSA segment');
  if (about !== controlId) throw new Hl7NoAckError(`the ACK is about message ${about}, not ${controlId}`);
  const text =
    answer.get('MSA.3').toString() ||
    answer.get('ERR.8').toString() ||
    answer.get('ERR.3.2').toString() ||
    answer.get('ERR.3.1').toString();
  return { code, text };
}

/**
 * MLLP over TCP (TLS when configured) with node-hl7-client: one connection per message, closed after the
 * ACK. The library's own reconnecting and in-memory queue are kept out of the way (the first failure ends it);
 * retrying is the outbox's work, so nothing is queued where a restart would lose it.
 */
export const mllpSender: Hl7Sender = mllpSenderWith({});

/** The sender, trusting `ca` (PEM) instead of Node's CAs for TLS: for a test's own certificate authority. */
export function mllpSenderWith(options: { ca?: string }): Hl7Sender {
  return (target, text, timeoutMs) => send(target, text, timeoutMs, options.ca);
}

function send(target: Hl7Target, text: string, timeoutMs: number, ca: string | undefined): Promise<Hl7Ack> {
  return new Promise<Hl7Ack>((resolve, reject) => {
    const message = new Message({ text });
    const controlId = message.get('MSH.10').toString();
    let connection: Connection | undefined;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      connection?.close().catch(() => {});
      fn();
    };
    const timer = setTimeout(
      () => settle(() => reject(new Hl7NoAckError(`no ACK within ${timeoutMs / 1000} s`))),
      timeoutMs,
    );
    try {
      const client = new Client({
        host: target.host,
        // Above zero the library reports a refused or dropped connection (client.error); at zero it only
        // retries silently. Its limit is 60 s; the ACK timeout below ends the attempt first.
        connectionTimeout: Math.min(timeoutMs + 1000, 60_000),
        ...(target.tls && {
          tls: {
            rejectUnauthorized: true,
            // SNI takes a name only; an IP address is checked against the certificate's IP entries.
            ...(!net.isIP(target.host) && { servername: target.host }),
            ...(ca && { ca }),
          },
        }),
      });
      // The library emits a lost connection's error (refused, TLS refused) only when it may try again; the
      // first error settles this attempt and close() cancels that retry.
      connection = client.createConnection({ port: target.port, maxConnectionAttempts: 2 }, (answer) => {
        try {
          const ack = ackOf(answer.getMessage(), controlId);
          settle(() => resolve(ack));
        } catch (error) {
          settle(() => reject(error));
        }
      });
      connection.on('client.error', (error: unknown) =>
        settle(() => reject(error instanceof Error ? error : new Error(String(error)))),
      );
      connection.on('data.error', (error: unknown) =>
        settle(() => reject(new Hl7NoAckError(`unreadable answer: ${String(error)}`))),
      );
      connection.on('close', () =>
        settle(() => reject(new Hl7NoAckError('the connection closed without an ACK'))),
      );
      connection
        .sendMessage(message)
        .catch((error: unknown) =>
          settle(() => reject(error instanceof Error ? error : new Error(String(error)))),
        );
    } catch (error) {
      settle(() => reject(error instanceof Error ? error : new Error(String(error))));
    }
  });
}
