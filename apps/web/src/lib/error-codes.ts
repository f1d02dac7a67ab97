/**
 * The §8 catalogue's codes, a chunk of its own: fetched with the first error the API answers
 * (lib/api-error.ts), so that the catalogue is not part of the first download.
 */
export { isErrorCode } from '@ponto/domain';
