import { orderStatuses } from '@ponto/domain';
import { type Catalog, locales, resources } from '@ponto/i18n';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { OrderStatusBadge } from './order-status-badge';

describe('OrderStatusBadge', () => {
  it.each([
    ['inAnalysis', 'Em análise'],
    ['dispatched', 'Despachado'],
    ['canceled', 'Cancelado'],
  ] as const)('says %s in words', async (status, words) => {
    renderWithApp(<OrderStatusBadge status={status} />);
    expect(await screen.findByText(words)).toBeVisible();
  });

  it.each(locales)('names every status in %s, never by its key', async (language) => {
    const { services } = renderWithApp(
      <div>
        {orderStatuses.map((status) => (
          <OrderStatusBadge key={status} status={status} />
        ))}
      </div>,
    );
    await act(() => services.changeLanguage(language));
    const texts = [...document.querySelectorAll('.mantine-Badge-label')].map((badge) => badge.textContent);
    expect(texts).toEqual(
      orderStatuses.map((status) => (resources[language].domain.orderStatus as Catalog)[status]),
    );
    for (const text of texts) expect(orderStatuses as readonly (string | null)[]).not.toContain(text);
  });
});
