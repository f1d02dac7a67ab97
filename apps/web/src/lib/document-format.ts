import { type DocumentType, stripDocument } from '@ponto/domain';
import { maskCpf } from './masks';

/** The groups of characters each document is printed in, separated by spaces. */
const groupSizes: Partial<Record<DocumentType, number[]>> = {
  // Brazilian birth certificate registration number (matrícula): 32 digits in nine groups.
  certificate: [6, 2, 2, 4, 1, 5, 3, 7, 2],
  // Portuguese Cartão de Cidadão: civil id, its check digit, version letters and check digit.
  citizenCard: [8, 1, 3],
  nif: [3, 3, 3],
};

function grouped(value: string, sizes: number[]): string {
  let at = 0;
  return sizes
    .map((size) => {
      const part = value.slice(at, at + size);
      at += size;
      return part;
    })
    .join(' ');
}

/**
 * A document number as it is printed on the document, for reading back (the wizard's confirmation): CPF
 * 000.000.000-00, NIF 123 456 789, Cartão de Cidadão 12345678 9 ZZ1, birth certificate in its nine groups.
 * A number of another length, or of a document without a fixed layout (RG, passport), stays as typed.
 */
export function formatDocument(type: DocumentType, number: string): string {
  const bare = stripDocument(number).toUpperCase();
  if (type === 'cpf') return /^\d{11}$/.test(bare) ? maskCpf(bare) : number.trim();
  const sizes = groupSizes[type];
  const length = sizes?.reduce((sum, size) => sum + size, 0);
  return sizes && bare.length === length ? grouped(bare, sizes) : number.trim();
}
