import type { CalibrationRecord } from '@ponto/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse } from '@/testing/fixtures';
import { readerOverview } from '@/testing/readers';
import { renderWithApp, testServices } from '@/testing/render';
import { CalibrateFlow } from './calibrate-flow';

const cnpj = '22333444000181';

function record(overrides: Partial<CalibrationRecord> = {}): CalibrationRecord {
  return {
    id: 'c1',
    readerCode: 'FLW-0001',
    requestedAt: new Date().toISOString(),
    deadlineAt: new Date(Date.now() + 120_000).toISOString(),
    capsuleInsertedAt: null,
    outcome: 'pending',
    errorCode: null,
    finishedAt: null,
    expiresAt: null,
    ...overrides,
  };
}

async function signedIn(fetch: typeof globalThis.fetch) {
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse());
  return services;
}

describe('CalibrateFlow', () => {
  it('while pending: the capsule instructions (logo up) and the countdown, no Calibrate button', async () => {
    const services = await signedIn(async () => json(200, []));
    renderWithApp(
      <CalibrateFlow
        cnpj={cnpj}
        reader={readerOverview({ state: 'calibrating', led: 'cyan' })}
        latest={record()}
      />,
      services,
    );
    expect(
      await screen.findByText('Insira a cápsula com o logotipo para cima, até o fim.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('calibration-countdown')).toHaveTextContent(/Tempo restante: [12]:\d\d/);
    expect(screen.getByText('Estado do leitor: Calibrando')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calibrar' })).not.toBeInTheDocument();
  });

  it('shows a timed-out calibration with its §8 title and advice', async () => {
    const services = await signedIn(async () => json(200, []));
    renderWithApp(
      <CalibrateFlow
        cnpj={cnpj}
        reader={readerOverview()}
        latest={record({ outcome: 'timeout', errorCode: 'CALIBRATION_TIMEOUT' })}
      />,
      services,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tempo de calibração esgotado');
    expect(alert).toHaveTextContent('não foi inserida em 2 minutos');
  });

  it('shows the wrong-position error of a failed calibration', async () => {
    const services = await signedIn(async () => json(200, []));
    renderWithApp(
      <CalibrateFlow
        cnpj={cnpj}
        reader={readerOverview()}
        latest={record({ outcome: 'failed', errorCode: 'CALIBRATION_WRONG_POSITION' })}
      />,
      services,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('logotipo para cima');
  });

  it('shows READER_OFFLINE when the server refuses to start', async () => {
    const services = await signedIn(async () => apiError('READER_OFFLINE', 503));
    renderWithApp(
      <CalibrateFlow cnpj={cnpj} reader={readerOverview({ state: 'offline' })} latest={undefined} />,
      services,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Calibrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Leitor desconectado');
  });
});
