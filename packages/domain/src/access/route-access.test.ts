import { describe, expect, it } from 'vitest';
import {
  type AccessCaller,
  access,
  accessRefusal,
  integrationRefusal,
  isUserRequirement,
} from './route-access';

const caller = (over: Partial<AccessCaller> = {}): AccessCaller => ({
  roles: ['operator'],
  status: 'ACTIVE',
  stockView: false,
  ...over,
});

describe('accessRefusal (§6 roles and flags, §4 training)', () => {
  it('lets anyone through when nothing is required', () => {
    expect(accessRefusal([], caller())).toBeNull();
  });

  it.each([
    ['manager', ['manager']],
    ['support', ['support']],
    ['distributor', ['distributor']],
    ['managerOrSupport', ['manager']],
    ['managerOrSupport', ['support']],
  ] as const)('%s is met by roles %j and refused without', (requirement, roles) => {
    expect(accessRefusal([requirement], caller({ roles }))).toBeNull();
    expect(accessRefusal([requirement], caller())).toBe('FORBIDDEN');
  });

  it('stockView is the user flag', () => {
    expect(accessRefusal(['stockView'], caller({ stockView: true }))).toBeNull();
    expect(accessRefusal(['stockView'], caller())).toBe('FORBIDDEN');
  });

  it('clinical acts wait for the training to be done', () => {
    expect(accessRefusal(['clinical'], caller())).toBeNull();
    expect(accessRefusal(['clinical'], caller({ status: 'PENDING_TRAINING' }))).toBe('TRAINING_REQUIRED');
  });

  it('veterinary looks at the workplace once it is known', () => {
    expect(accessRefusal(['veterinary'], caller(), { classification: 'CLINICA VET' })).toBeNull();
    expect(accessRefusal(['veterinary'], caller(), { classification: 'FARMACIA' })).toBe('FORBIDDEN');
    expect(accessRefusal(['veterinary'], caller())).toBeNull();
    expect(isUserRequirement('veterinary')).toBe(false);
    expect(isUserRequirement('manager')).toBe(true);
  });

  it('answers the first requirement missed, in the order declared', () => {
    const trainee = caller({ status: 'TRAINING' });
    expect(accessRefusal(['clinical', 'manager'], trainee)).toBe('TRAINING_REQUIRED');
    expect(accessRefusal(['manager', 'clinical'], trainee)).toBe('FORBIDDEN');
  });
});

describe('integrationRefusal (§6 API access by request)', () => {
  it('needs the integrator role', () => {
    expect(integrationRefusal({ roles: ['integrator'] })).toBeNull();
    expect(integrationRefusal({ roles: ['manager'] })).toBe('INTEGRATION_ACCESS_NOT_GRANTED');
  });
});

describe('access declarations', () => {
  it('carry their kind and requirements', () => {
    expect(access.public).toEqual({ kind: 'public' });
    expect(access.device).toEqual({ kind: 'device' });
    expect(access.signedIn('support')).toEqual({ kind: 'signedIn', requires: ['support'] });
    expect(access.member('manager', 'veterinary')).toEqual({
      kind: 'member',
      requires: ['manager', 'veterinary'],
    });
    expect(access.integrator()).toEqual({ kind: 'integrator', requires: [] });
  });
});
