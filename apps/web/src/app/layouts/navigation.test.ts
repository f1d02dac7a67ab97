import { describe, expect, it } from 'vitest';
import { session, workplace } from '@/testing/fixtures';
import { navigationFor } from './navigation';

const keys = (s: ReturnType<typeof session>) => navigationFor(s).map((entry) => entry.key);

describe('navigationFor: result double-check (§4 local analysis, §6)', () => {
  const drugstore = workplace({ permissions: ['drugstore'] });

  it('shows it to a lab analyst where analysis is local', () => {
    expect(
      keys(
        session({
          currentWorkplace: drugstore,
          user: { permissions: { labAnalyst: true, stockView: false, selfCollection: false } },
        }),
      ),
    ).toContain('resultCheck');
    expect(
      keys(
        session({
          currentWorkplace: workplace({ permissions: ['international'] }),
          user: { permissions: { labAnalyst: true, stockView: false, selfCollection: false } },
        }),
      ),
    ).toContain('resultCheck');
  });

  it('hides it from others, elsewhere and from restricted users', () => {
    expect(keys(session({ currentWorkplace: drugstore }))).not.toContain('resultCheck');
    expect(
      keys(session({ user: { permissions: { labAnalyst: true, stockView: false, selfCollection: false } } })),
    ).not.toContain('resultCheck');
    expect(
      keys(
        session({
          currentWorkplace: drugstore,
          user: {
            restricted: true,
            permissions: { labAnalyst: true, stockView: false, selfCollection: false },
          },
        }),
      ),
    ).not.toContain('resultCheck');
  });
});

describe('navigationFor: accounts (§6 suspension)', () => {
  it("shows it to Ponto's support staff only", () => {
    expect(keys(session({ user: { roles: ['support'] } }))).toContain('supportAccounts');
    expect(keys(session({ user: { manager: true, roles: ['operator', 'manager'] } }))).not.toContain(
      'supportAccounts',
    );
  });
});

describe('navigationFor: clinical acts wait for the training (§4)', () => {
  const labAnalyst = { permissions: { labAnalyst: true, stockView: false, selfCollection: false } };
  const drugstore = workplace({ permissions: ['drugstore'] });

  it.each(['TRAINING', 'PENDING_TRAINING', 'CONTINUED_TRAINING'] as const)(
    'hides registering and the result double-check from a %s user, keeps training',
    (status) => {
      const menu = keys(session({ currentWorkplace: drugstore, user: { status, ...labAnalyst } }));
      expect(menu).not.toContain('register');
      expect(menu).not.toContain('resultCheck');
      expect(menu).toContain('training');
    },
  );

  it('shows them to an ACTIVE user', () => {
    const menu = keys(session({ currentWorkplace: drugstore, user: { status: 'ACTIVE', ...labAnalyst } }));
    expect(menu).toContain('register');
    expect(menu).toContain('resultCheck');
  });
});

describe('navigationFor: critical values', () => {
  it('shows the list to whoever works at a workplace, right after the exams', () => {
    const entries = keys(session());
    expect(entries.indexOf('criticalNotices')).toBe(entries.indexOf('exams') + 1);
  });

  it('hides it without a workplace, in training and from restricted users, who cannot act on it', () => {
    expect(keys(session({ currentWorkplace: null }))).not.toContain('criticalNotices');
    expect(keys(session({ user: { status: 'TRAINING' } }))).not.toContain('criticalNotices');
    expect(keys(session({ user: { restricted: true } }))).not.toContain('criticalNotices');
  });
});
