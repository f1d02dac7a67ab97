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
 * ACK. The library's own reconnecting and in-memory queue are kept out of the way (one connection attempt);
 * retrying is the outbox's work, so nothing is queued where a restart would lose it.
 */
export const mllpSender: Hl7Sender = (target, text, timeoutMs) =>
  new Promise<Hl7Ack>((resolve, reject) => {
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
        maxConnectionAttempts: 1,
        maxAttempts: 1,
        ...(target.tls ? { tls: { servername: target.host, rejectUnauthorized: true } } : {}),
      });
      connection = client.createConnection({ port: target.port, maxConnectionAttempts: 1 }, (answer) => {
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
