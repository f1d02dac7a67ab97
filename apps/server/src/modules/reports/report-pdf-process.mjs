// The drawing process's entry (report-pdf-pool.ts). It lowers the priority of every thread it has, V8's
// collector and compiler threads included, before it loads anything heavy, then registers the server's
// TypeScript runtime itself (it is started without the server's Node options) and draws what the server sends,
// single reports over the IPC channel and archives over connections to its socket, until the server lets it go.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

const nice = Number(process.env.PONTO_DRAWING_NICE ?? 10);
try {
  // On Linux a priority belongs to a thread: V8 started its helpers before this line, so each is lowered by
  // its id. Threads started later inherit the priority of the thread that starts them.
  for (const thread of readdirSync('/proc/self/task')) setPriority(Number(thread), nice);
} catch {
  setPriority(nice);
}

// The server's stop signals are for the server: it lets this process go (disconnects) once it stops itself.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
process.on('disconnect', () => process.exit(0));

await import('../../../ts-runtime.mjs');
const { serveDrawing } = await import('./report-pdf-drawer.ts');
await serveDrawing(process, process.env.PONTO_DRAWING_SOCKET);
