export { type AddressDraft, emptyAddress } from './draft';
