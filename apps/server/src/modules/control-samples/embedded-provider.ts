import crypto from 'node:crypto';
import type { ControlKind } from '@ponto/domain';
import type { ControlSampleProvider, ProviderRound, ProviderSampleInfo } from './provider';

interface Material {
  kind: ControlKind;
  examCode: string;
  analyte: string;
  unit: string | null;
  target: ProviderSampleInfo['target'];
  expected: string | null;
  lot: string;
  /** Months from now to the lot's expiry: negative is expired (end of that month). */
  expiresInMonths: number;
  /** EP materials: the round of this month (0) or of an earlier one (-1 is last month's, closed). */
  roundMonth?: number;
}

const hba1c = { examCode: 'HBA1C', analyte: 'HBA1C', unit: '%', expected: null } as const;
const covid = { examCode: 'COVID_AG', analyte: 'SARS_COV_2_AG', unit: null, target: null } as const;

/** The embedded provider's control materials (the table in docs/control-samples.md). */
export const embeddedMaterials: Record<string, Material> = {
  A1CN: {
    kind: 'internal',
    ...hba1c,
    target: { mean: 5.5, sd: 0.15, low: 5.2, high: 5.8 },
    lot: 'CTLA1C01',
    expiresInMonths: 12,
  },
  A1CH: {
    kind: 'external',
    ...hba1c,
    target: { mean: 7.2, sd: 0.25, low: 6.7, high: 7.7 },
    lot: 'PTA1C2611',
    expiresInMonths: 6,
    roundMonth: 0,
  },
  A1CX: {
    kind: 'internal',
    ...hba1c,
    target: { mean: 5.5, sd: 0.15, low: 5.2, high: 5.8 },
    lot: 'CTLA1C00',
    expiresInMonths: -1,
  },
  A1CR: {
    kind: 'external',
    ...hba1c,
    target: { mean: 6.4, sd: 0.2, low: 6.0, high: 6.8 },
    lot: 'PTA1C2610',
    expiresInMonths: 6,
    roundMonth: -1,
  },
  COVN: { kind: 'internal', ...covid, expected: '0', lot: 'CTLCOV01', expiresInMonths: 9 },
  COVP: { kind: 'internal', ...covid, expected: '1', lot: 'CTLCOV02', expiresInMonths: 9 },
  GLUN: {
    kind: 'internal',
    examCode: 'GLUCOSE',
    analyte: 'GLU',
    unit: 'mg/dL',
    target: { mean: 95, sd: 4, low: 87, high: 103 },
    expected: null,
    lot: 'CTLGLU01',
    expiresInMonths: 12,
  },
};

export const EMBEDDED_PROVIDER_USER = 'controle.demo';
const EMBEDDED_PROVIDER_PASSWORD = 'ponto123';
const SESSION_HOURS = 8;

/** The first instant of the UTC month `offset` months from `now`. */
const monthStart = (now: Date, offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Rounds are monthly: 'R2026-11' opens on the 1st and closes at the end of the month (UTC). */
function roundOf(now: Date, offset: number): ProviderRound {
  const opensAt = monthStart(now, offset);
  const closesAt = new Date(monthStart(now, offset + 1).getTime() - 1);
  const code = `R${opensAt.toISOString().slice(0, 7)}`;
  const materials = Object.entries(embeddedMaterials)
    .filter(([, m]) => m.roundMonth === offset)
    .map(([material, m]) => ({ material, examCode: m.examCode }));
  return {
    code,
    title: `Ensaio de proficiência ${opensAt.toISOString().slice(0, 7)}`,
    opensAt,
    closesAt,
    materials,
  };
}

const codePattern = /^(EP|CI)-([A-Z0-9]{4})(\d{3,8})$/;

/**
 * A provider that lives inside the portal and behaves like a real one: a login with sessions that end,
 * materials with lots that expire and monthly proficiency rounds that close, dated from the clock it is
 * asked with. Every vial of a material carries its own serial (CI-A1CN0001, CI-A1CN0002…).
 */
export class EmbeddedControlProvider implements ControlSampleProvider {
  readonly submitted = new Map<string, { value: string; at: Date }>();

  async login(username: string, password: string, now: Date) {
    const userOk = crypto.timingSafeEqual(
      crypto.createHash('sha256').update(username.trim().toLowerCase()).digest(),
      crypto.createHash('sha256').update(EMBEDDED_PROVIDER_USER).digest(),
    );
    const passwordOk = crypto.timingSafeEqual(
      crypto.createHash('sha256').update(password).digest(),
      crypto.createHash('sha256').update(EMBEDDED_PROVIDER_PASSWORD).digest(),
    );
    if (!userOk || !passwordOk) return null;
    const token = crypto.randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
    return { token, expiresAt };
  }

  /**
   * Sessions are checked by expiry only: the portal keeps the token with its expiry, and a portal
   * restart must not end the sessions of the provider, which would not restart with it.
   */
  private assertToken(token: string) {
    if (!token) throw new Error('no provider session');
  }

  async findSample(token: string, code: string, now: Date): Promise<ProviderSampleInfo | null> {
    this.assertToken(token);
    const match = codePattern.exec(code);
    if (!match) return null;
    const [, prefix, materialCode] = match as unknown as [string, 'EP' | 'CI', string];
    const material = embeddedMaterials[materialCode];
    if (!material || (material.kind === 'external') !== (prefix === 'EP')) return null;
    const expiry = new Date(monthStart(now, material.expiresInMonths + 1).getTime() - 86_400_000);
    const round = material.roundMonth === undefined ? null : roundOf(now, material.roundMonth);
    return {
      code,
      kind: material.kind,
      material: materialCode,
      examCode: material.examCode,
      analyte: material.analyte,
      unit: material.unit,
      target: material.target,
      expected: material.expected,
      lot: material.lot,
      lotExpiresOn: isoDay(expiry),
      round: round && { code: round.code, closesAt: round.closesAt },
    };
  }

  async rounds(token: string, now: Date): Promise<ProviderRound[]> {
    this.assertToken(token);
    return [roundOf(now, 0), roundOf(now, -1), roundOf(now, -2)];
  }

  async submitResult(token: string, code: string, value: string, at: Date): Promise<void> {
    this.assertToken(token);
    this.submitted.set(code, { value, at });
  }
}
