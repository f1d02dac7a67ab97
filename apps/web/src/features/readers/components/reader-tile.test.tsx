import type { ReaderOverview } from '@ponto/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readerOverview } from '@/testing/readers';
import { renderWithApp } from '@/testing/render';
import { ReaderTile } from './reader-tile';

const now = Date.parse('2024-06-15T12:00:00.000Z');

function tile(overrides: Partial<ReaderOverview> = {}) {
  renderWithApp(<ReaderTile reader={readerOverview(overrides)} now={now} />);
  return screen.getByRole('article', { name: overrides.code ?? 'FLW-0001' });
}

describe('ReaderTile', () => {
  it('shows code, family, status message, LED colour in words, battery, Wi-Fi, connection and firmware', async () => {
    const article = tile();
    const inTile = within(article);
    expect(await inTile.findByText('Disponível')).toBeInTheDocument();
    expect(inTile.getByText('Família Flow')).toBeInTheDocument();
    expect(inTile.getByText('Luz: Verde')).toBeInTheDocument();
    expect(inTile.getByText('Bateria: 80%')).toBeInTheDocument();
    expect(inTile.getByText('Sinal Wi-Fi: 3 de 4')).toBeInTheDocument();
    expect(inTile.getByText('Conexão: Wi-Fi')).toBeInTheDocument();
    expect(inTile.getByText('Firmware: 2.4.1')).toBeInTheDocument();
    expect(inTile.getByText(/Calibração válida até/)).toBeInTheDocument();
    expect(inTile.queryByText('Desconectado')).not.toBeInTheDocument();
    expect(inTile.queryByText('Bateria fraca')).not.toBeInTheDocument();
  });

  it('says offline plainly and flags low battery', async () => {
    const article = tile({ state: 'offline', led: 'white', batteryPercent: 9 });
    const inTile = within(article);
    expect(await inTile.findAllByText('Desconectado')).toHaveLength(2); // badge and status message
    expect(inTile.getByText('Bateria fraca')).toBeInTheDocument();
    expect(inTile.getByText('Luz: Branco')).toBeInTheDocument();
  });

  it('flags a low-battery state even with charge left', async () => {
    const inTile = within(tile({ state: 'lowBattery', led: 'red', batteryPercent: 35 }));
    expect(await inTile.findAllByText('Bateria fraca')).toHaveLength(2);
  });

  it('blinks the LED for blinking cyan and names it', async () => {
    const article = tile({ state: 'waitingCapsuleInsertion', led: 'blinkingCyan' });
    expect(await within(article).findByText('Luz: Ciano piscando')).toBeInTheDocument();
    expect(article.querySelector('.ponto-led-blink')).not.toBeNull();
  });

  it('names the part being sent', async () => {
    const inTile = within(tile({ state: 'sendingResult', led: 'cyan', progress: { part: 2, of: 5 } }));
    expect(await inTile.findByText('Enviando resultado (parte 2 de 5)')).toBeInTheDocument();
  });

  it('flags a calibration that expires in under 1 hour as to be redone, and expired or missing ones', async () => {
    const soon = tile({ calibration: { validity: 'valid', expiresAt: '2024-06-15T12:40:00.000Z' } });
    expect(
      await within(soon).findByText(/vence em menos de 1 hora.*refaça a calibração/),
    ).toBeInTheDocument();
  });

  it('says when the calibration expired', async () => {
    const expired = tile({ calibration: { validity: 'valid', expiresAt: '2024-06-15T11:00:00.000Z' } });
    expect(await within(expired).findByText(/Calibração vencida/)).toBeInTheDocument();
  });

  it('says when there is no calibration or the reader never spoke', async () => {
    const article = tile({
      state: null,
      led: null,
      batteryPercent: null,
      wifiLevel: null,
      connectionType: null,
      firmware: null,
      statusAt: null,
      calibration: { validity: 'none', expiresAt: null },
    });
    const inTile = within(article);
    expect(await inTile.findByText('Ainda não se conectou')).toBeInTheDocument();
    expect(inTile.getByText(/Sem calibração/)).toBeInTheDocument();
    expect(inTile.getByText('Bateria: sem informação')).toBeInTheDocument();
  });
});
