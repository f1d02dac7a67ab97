/** The address fields (docs/addresses.md) with the postal-code look-up. */
export { type AddressDraft, emptyAddress } from '@/entities/address';
export { AddressFields, type AddressFieldsProps } from './components/address-fields';
export { maskPostalCode } from './postal-code-mask';
