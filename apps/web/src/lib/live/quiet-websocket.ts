/**
 * A browser WebSocket whose `send` does nothing unless the socket is open. When the server ends the
 * connection (a sign-out, a revoked session), mqtt.js may still write a packet before the socket's close
 * event reaches it; the packet could not arrive anyway, and the browser would log an error for it.
 */
export function quietWebSocket(url: string, protocols: string[]): WebSocket {
  const socket = new WebSocket(url, protocols);
  const send = socket.send.bind(socket);
  socket.send = (data) => {
    if (socket.readyState === WebSocket.OPEN) send(data);
  };
  return socket;
}
