import { AddressFields } from '@/features/addresses';
import { AnimalFields, emptyAnimal, toAnimal } from '@/features/animals';
import { NewExamWizard, type WizardSlots } from '@/features/new-exam';
import { PhotoCapture } from '@/features/photo';
import { useSession } from '@/lib/services-context';

/**
 * The parts other features own (addresses, photo, animals) are handed to the wizard here, the one place that
 * composes features: the address fields, the photo capture and the animal fields.
 */
const slots: WizardSlots = {
  AddressFields,
  AnimalFields,
  PhotoCapture,
  emptyAnimal: () => ({ ...emptyAnimal() }),
  toAnimal: toAnimal as WizardSlots['toAnimal'],
};

/** /novo-exame (§2): the guard already asked for a workplace without the {product}_ZERO module. */
export default function NewExamPage() {
  const session = useSession();
  const workplace = session?.currentWorkplace;
  if (!session || !workplace) return null;
  // A new workplace or user starts its own draft (the wizard keys the stored draft by both).
  return (
    <NewExamWizard
      key={`${session.user.id}:${workplace.cnpj}`}
      userId={session.user.id}
      workplace={workplace}
      slots={slots}
    />
  );
}
