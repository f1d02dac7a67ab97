import type { PreExamSubmission } from '@ponto/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { emptyWizardDraft, type WizardDraft } from '../model/draft';
import { draftKeyOf, loadDraft, saveDraft } from '../model/flow-storage';

export interface WizardDraftOptions {
  userId: string;
  cnpj: string;
  veterinary: boolean;
  emptyAnimal?: (() => Record<string, unknown>) | undefined;
  /** The flow's protocol type: each flow keeps its draft under its own key. */
  protocolType?: PreExamSubmission['protocolType'] | undefined;
  /** Whether someone is still signed in: the draft is never written back after logout. */
  signedIn: () => boolean;
}

/**
 * The wizard's draft, kept in sessionStorage so a reload resumes it (§3 Patient flow state): the stored draft
 * of this user and workplace, or a fresh one.
 */
export function useWizardDraft(options: WizardDraftOptions) {
  const { userId, cnpj, veterinary, emptyAnimal, protocolType, signedIn } = options;
  const owner = useMemo(() => ({ userId, cnpj }), [userId, cnpj]);
  const draftKey = draftKeyOf(protocolType);
  const fresh = useCallback(
    (): WizardDraft => ({ ...emptyWizardDraft(owner, { veterinary }), animal: emptyAnimal?.() ?? {} }),
    [owner, veterinary, emptyAnimal],
  );
  const [draft, setDraft] = useState<WizardDraft>(() => loadDraft(owner, undefined, draftKey) ?? fresh());
  // What an answer arriving later is compared with: the draft of the last render, not of the click.
  const latest = useRef(draft);
  latest.current = draft;

  useEffect(() => {
    if (signedIn()) saveDraft(draft, undefined, draftKey);
  }, [draft, signedIn, draftKey]);

  const update = useCallback((change: (d: WizardDraft) => WizardDraft) => setDraft((d) => change(d)), []);

  return { draft, setDraft, update, latest, fresh };
}
