import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietWebSocket } from './quiet-websocket';

class FakeWebSocket {
  static readonly OPEN = 1;
  readyState = 0;
  readonly sent: unknown[] = [];
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: unknown) {
    if (this.readyState !== FakeWebSocket.OPEN)
      throw new Error('WebSocket is already in CLOSING or CLOSED state.');
    this.sent.push(data);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('the live connection’s WebSocket', () => {
  it('sends while open and drops what is written once the socket is closing', () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const socket = quietWebSocket('ws://portal/mqtt', ['mqtt']) as unknown as FakeWebSocket;
    expect(socket.protocols).toEqual(['mqtt']);
    socket.readyState = 1;
    socket.send('a');
    socket.readyState = 2;
    expect(() => socket.send('b')).not.toThrow();
    expect(socket.sent).toEqual(['a']);
  });
});
