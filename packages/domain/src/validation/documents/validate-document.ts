import { z } from 'zod';
import { isValidBirthCertificate } from './birth-certificate';
import { isValidCitizenCard } from './citizen-card';
import { isValidCpf } from './cpf';
import { isValidNif } from './nif';
import { stripDocument } from './strip';

/** §3/§5 document types: Brazilian CPF and birth certificate, Portuguese citizen card and NIF, and others. */
export const documentTypes = [
  'cpf',
  'certificate',
  'citizenCard',
  'nif',
  'rg',
  'passport',
  'foreign',
] as const;
export const documentTypeSchema = z.enum(documentTypes);
export type DocumentType = z.infer<typeof documentTypeSchema>;

const checkers: Record<DocumentType, (value: string) => boolean> = {
  cpf: isValidCpf,
  certificate: isValidBirthCertificate,
  citizenCard: isValidCitizenCard,
  nif: isValidNif,
  // §5: other types have no check algorithm; they only need a number.
  rg: (value) => stripDocument(value).length > 0,
  passport: (value) => stripDocument(value).length > 0,
  foreign: (value) => stripDocument(value).length > 0,
};

/** §5 document validation: strips dots, dashes and spaces, then applies the type's algorithm. */
export function validateDocument(type: DocumentType, value: string): boolean {
  return checkers[type](value);
}
