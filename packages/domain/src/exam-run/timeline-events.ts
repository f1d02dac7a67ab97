/**
 * What the server writes on an exam's timeline (GET /exam-requests/{id} `timeline[].type`). The server may
 * only note these, and the web translates each one (examRun:timeline.<event>), so a new event cannot
 * reach the screen as a raw key.
 */
export const examTimelineEvents = [
  'registered',
  'started',
  'nfcRead',
  'capsuleInserted',
  'capsuleRemoved',
  'stepStarted',
  'stepFinished',
  'timeoutWarning',
  'refused',
  'failed',
  'resultReceived',
  'resultReady',
  'resultEntered',
  'releaseRequested',
  'released',
  'rectified',
  'cancelled',
  'continued',
  'recollectRequested',
  'recollectExpired',
  'rated',
] as const;
export type ExamTimelineEvent = (typeof examTimelineEvents)[number];

export function isExamTimelineEvent(value: string): value is ExamTimelineEvent {
  return (examTimelineEvents as readonly string[]).includes(value);
}
