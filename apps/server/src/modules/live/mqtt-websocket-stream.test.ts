import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { mqttWebSocketStream } from './mqtt-websocket-stream';

let server: WebSocketServer | undefined;

afterEach(async () => {
  for (const client of server?.clients ?? []) client.terminate();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A WebSocket pair on loopback: the server side as the broker's stream, the client as a browser. */
async function pair() {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server = wss;
  await new Promise((resolve) => wss.once('listening', resolve));
  const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
  const browser = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  const frames: Buffer[] = [];
  browser.on('message', (data: Buffer) => frames.push(data));
  await new Promise((resolve) => browser.once('open', resolve));
  return { stream: mqttWebSocketStream(await accepted), browser, frames };
}

describe('mqttWebSocketStream', () => {
  it('sends the pieces the MQTT encoder writes in one tick as one binary frame', async () => {
    const { stream, frames } = await pair();
    const pieces = [Buffer.from([0x32, 0x0b]), Buffer.from([0x00, 0x03]), 'a/b', Buffer.from([0, 1]), 'hi'];
    // What the encoder does for every packet: cork, write the pieces, uncork on the next tick.
    stream.cork();
    for (const piece of pieces) stream.write(piece);
    process.nextTick(() => stream.uncork());
    await expect.poll(() => frames.length).toBe(1);
    expect(frames[0]).toEqual(Buffer.concat(pieces.map((p) => Buffer.from(p))));
  });

  it('still sends a single write as it is', async () => {
    const { stream, frames } = await pair();
    stream.write(Buffer.from([0xc0, 0x00]));
    await expect.poll(() => frames.length).toBe(1);
    expect(frames[0]).toEqual(Buffer.from([0xc0, 0x00]));
  });

  it('reads what the browser sends', async () => {
    const { stream, browser } = await pair();
    const read = new Promise<Buffer>((resolve) => stream.once('data', resolve));
    browser.send(Buffer.from([0xc0, 0x00]));
    expect(await read).toEqual(Buffer.from([0xc0, 0x00]));
  });
});
