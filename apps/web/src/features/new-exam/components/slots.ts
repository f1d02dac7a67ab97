import type { ComponentType } from 'react';
import type { AddressDraft } from '@/entities/address';
import type { PhotoDraft } from '../model/draft';

/**
 * The parts of the wizard that other features own (addresses, photo and animals), handed in by the route
 * (app/routes/new-exam.tsx) so that this feature imports none of them. A missing part keeps its step
 * saying it is not available instead of pretending.
 */
export interface WizardSlots {
  AddressFields?: ComponentType<{
    value: AddressDraft;
    onChange: (next: AddressDraft) => void;
    errors?: Partial<Record<keyof AddressDraft, string>>;
    disabled?: boolean;
  }>;
  PhotoCapture?: ComponentType<{
    value: PhotoDraft | null;
    onChange: (next: PhotoDraft | null) => void;
    error?: string;
  }>;
  AnimalFields?: ComponentType<{
    // biome-ignore lint/suspicious/noExplicitAny: the animals feature's AnimalDraft is the animals feature's own type
    value: any;
    // biome-ignore lint/suspicious/noExplicitAny: idem
    onChange: (next: any) => void;
    errors?: Partial<Record<string, string>>;
  }>;
  emptyAnimal?: () => Record<string, unknown>;
  /** toAnimal: the typed animal as the API takes it. */
  toAnimal?: (draft: never) => Record<string, unknown>;
}
