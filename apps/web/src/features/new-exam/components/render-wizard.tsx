import { isVeterinary, type SessionWorkplace } from '@ponto/domain';
import { screen } from '@testing-library/react';
import { RouteErrorFallback } from '@/components/ui/error-fallback';
import { json, loginResponse, session, workplace } from '@/testing/fixtures';
import { renderRoutes, testServices } from '@/testing/render';
import { emptyWizardDraft, type WizardDraft } from '../model/draft';
import { saveDraft } from '../model/flow-storage';
import { testCatalogue } from '../model/test-catalogue';
import { NewExamWizard } from './new-exam-wizard';

/** Test support: the wizard as the app mounts it, with the route's error screen and the app's boundary. */

export type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

export const testNow = () => new Date('2025-06-15T12:00:00-03:00');

/** `POST /pre-exams` answering 201: the pre-exam saved, paid in full. */
export function preExamCreated(overrides: { protocolNumber?: string } = {}): Response {
  return json(201, {
    id: 'pe-1',
    protocolNumber: '2025000042',
    householdId: '11111111-1111-4111-8111-111111111111',
    patientId: '22222222-2222-4222-8222-222222222222',
    status: 'waitingForTest',
    fullPriceCents: 2500,
    remainderCents: 0,
    createdAt: '2025-06-15T15:00:00Z',
    ...overrides,
  });
}

export function storedDraft(place: SessionWorkplace, change: (draft: WizardDraft) => void): void {
  const draft = emptyWizardDraft({ userId: 'u1', cnpj: place.cnpj }, { veterinary: isVeterinary(place) });
  change(draft);
  saveDraft(draft);
}

export async function renderWizard(
  handler: Handler = () => json(500, {}),
  place: SessionWorkplace = workplace(),
) {
  const services = testServices({
    fetch: async (input, init = {}) => {
      const url = String(input);
      if (url.startsWith('/exams/catalogue')) return json(200, testCatalogue());
      return handler(url, init);
    },
  });
  await services.completeLogin(loginResponse(session({ currentWorkplace: place })));
  const mount = () =>
    renderRoutes(
      [
        {
          path: '*',
          element: <NewExamWizard userId="u1" workplace={place} slots={{}} now={testNow} />,
          errorElement: <RouteErrorFallback />,
        },
      ],
      '/novo-exame',
      services,
    );
  let view = mount();
  return {
    services,
    /** A reload of the tab: the wizard mounts again from what sessionStorage holds. */
    reload() {
      view.unmount();
      view = mount();
    },
    get container() {
      return view.container;
    },
  };
}

/** The route's error screen or the app's last line of defence, whichever caught a crash. */
export function errorScreen(): HTMLElement | null {
  return screen.queryByTestId('error-boundary');
}
