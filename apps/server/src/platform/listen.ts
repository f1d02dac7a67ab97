import type net from 'node:net';

/**
 * Listens on `port`, or on a free port when that one is taken (0 always takes a free one); answers the port
 * it got. The caller says so when it differs: a second portal on one machine still starts.
 */
export async function listenOnPortOrFree(server: net.Server, host: string, port: number): Promise<number> {
  const tryPort = (p: number) =>
    new Promise<number>((resolve, reject) => {
      const onError = (error: Error) => {
        server.off('listening', onListening);
        reject(error);
      };
      const onListening = () => {
        server.off('error', onError);
        resolve((server.address() as net.AddressInfo).port);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(p, host);
    });
  try {
    return await tryPort(port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw error;
    return tryPort(0);
  }
}
