import type { Duplex } from 'node:stream';
import { createWebSocketStream, type WebSocket } from 'ws';

type Chunk = { chunk: Buffer | string; encoding: BufferEncoding };

/**
 * A browser's WebSocket as a stream for the broker. The MQTT encoder writes each packet in pieces (header,
 * length, topic, id, payload); sent one by one, each piece would be its own frame and its own system call.
 * Everything written to a browser during one turn of the event loop (under load, the messages of many
 * devices) goes out as one binary frame instead, which MQTT over WebSocket allows: a frame may carry several
 * packets, or parts of one. The wait is at most the rest of the turn, and the busier the broker, the fewer
 * frames a message costs.
 */
export function mqttWebSocketStream(ws: WebSocket): Duplex {
  const stream = createWebSocketStream(ws);
  let corked = false;
  const uncork = () => {
    corked = false;
    stream.uncork();
  };
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
  stream.write = ((...args: unknown[]) => {
    if (!corked) {
      corked = true;
      stream.cork();
      setImmediate(uncork);
    }
    return write(...args);
  }) as Duplex['write'];
  stream._writev = (chunks: Chunk[], done: (error?: Error | null) => void) => {
    const pieces = chunks.map(({ chunk, encoding }) =>
      typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk,
    );
    ws.send(pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces), { binary: true }, done);
  };
  return stream;
}
