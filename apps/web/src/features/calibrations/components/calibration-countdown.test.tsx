import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { CalibrationCountdown } from './calibration-countdown';

describe('CalibrationCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2024-06-15T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts the 2-minute capsule window down from the server deadline, then says time is up', async () => {
    renderWithApp(<CalibrationCountdown deadlineAt="2024-06-15T12:02:00.000Z" />);
    const clock = await screen.findByTestId('calibration-countdown');
    expect(clock).toHaveTextContent('Tempo restante: 2:00');
    expect(clock).toHaveAttribute('aria-live', 'off'); // not announced every second
    act(() => vi.advanceTimersByTime(75_000));
    expect(clock).toHaveTextContent('Tempo restante: 0:45');
    act(() => vi.advanceTimersByTime(45_000));
    expect(clock).toHaveTextContent(/O tempo para inserir a cápsula acabou/);
  });

  it('starts from the time really left when the page opens late (reload during the window)', async () => {
    renderWithApp(<CalibrationCountdown deadlineAt="2024-06-15T12:00:30.000Z" />);
    expect(await screen.findByTestId('calibration-countdown')).toHaveTextContent('Tempo restante: 0:30');
  });
});
