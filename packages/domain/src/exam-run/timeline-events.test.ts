import { describe, expect, it } from 'vitest';
import { examTimelineEvents, isExamTimelineEvent } from './timeline-events';

describe('exam timeline events', () => {
  it('knows every event the server notes, and nothing else', () => {
    for (const event of examTimelineEvents) expect(isExamTimelineEvent(event)).toBe(true);
    expect(isExamTimelineEvent('resultsReceived')).toBe(false);
    expect(isExamTimelineEvent('')).toBe(false);
  });
});
