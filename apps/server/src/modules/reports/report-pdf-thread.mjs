// The drawing thread's entry (report-pdf-pool.ts). Node 20 gives worker threads none of the parent's module
// hooks, so the thread registers tsx itself before it loads the drawing code from its TypeScript sources.
import { register } from 'tsx/esm/api';

register();
const { default: drawReport } = await import('./report-pdf-thread.ts');

export default drawReport;
