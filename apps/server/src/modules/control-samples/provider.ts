import type { ControlKind } from '@ponto/domain';

/** A control sample as the provider describes it (§3 control sample). */
export interface ProviderSampleInfo {
  /** The code as the provider prints it, normalised: 'CI-A1CN0001'. */
  code: string;
  kind: ControlKind;
  /** The control material: one Levey-Jennings series per exam, material and lot. */
  material: string;
  examCode: string;
  analyte: string;
  unit: string | null;
  /** Quantitative target. */
  target: { mean: number; sd: number; low: number; high: number } | null;
  /** Qualitative expected value ('0' negative, '1' positive). */
  expected: string | null;
  lot: string;
  /** ISO date: the material's last valid day. */
  lotExpiresOn: string;
  /** External (EP) samples belong to a proficiency round. */
  round: { code: string; closesAt: Date } | null;
}

export interface ProviderRound {
  code: string;
  title: string;
  opensAt: Date;
  closesAt: Date;
  materials: Array<{ material: string; examCode: string }>;
}

/**
 * An external control-sample provider (proficiency testing, control materials) behind one interface
 * (docs/control-samples.md). The portal signs the user in, looks samples up and sends results back.
 */
export interface ControlSampleProvider {
  /** A provider session, or null when the user name or password is wrong. Throws when unreachable. */
  login(username: string, password: string, now: Date): Promise<{ token: string; expiresAt: Date } | null>;
  /** The sample behind a normalised code, or null when the provider knows none. */
  findSample(token: string, code: string, now: Date): Promise<ProviderSampleInfo | null>;
  rounds(token: string, now: Date): Promise<ProviderRound[]>;
  /** Sends a measured value; the provider grades proficiency rounds itself. */
  submitResult(token: string, code: string, value: string, at: Date): Promise<void>;
}

/** The provider did not answer: CONTROL_PROVIDER_UNAVAILABLE. */
export class ProviderUnavailableError extends Error {}
