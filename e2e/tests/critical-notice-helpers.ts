import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures/index.ts';

/**
 * Acknowledges the open critical notice of an exam through the API, so that a journey that made a
 * critical value for another purpose leaves no notice waiting for the journeys after it.
 */
export async function acknowledgeNotice(
  request: APIRequestContext,
  headers: Record<string, string>,
  examRequestId: string,
): Promise<void> {
  const list = await request.get('/critical-notices?status=open', { headers });
  expect(list.status(), await list.text()).toBe(200);
  const { items } = (await list.json()) as { items: Array<{ id: string; examRequestId: string }> };
  for (const notice of items.filter((n) => n.examRequestId === examRequestId)) {
    const acknowledged = await request.post(`/critical-notices/${notice.id}/acknowledgement`, {
      headers,
      data: {
        contactedParty: 'patient',
        contactedName: 'Paciente da jornada',
        channel: 'inPerson',
        contactedAt: new Date().toISOString(),
        readBack: true,
      },
    });
    expect(acknowledged.status(), await acknowledged.text()).toBe(200);
  }
}
