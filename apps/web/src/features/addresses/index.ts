/** Contract B (docs/addresses.md): the address fields with the postal-code look-up. */
export {
  type AddressDraft,
  AddressFields,
  type AddressFieldsProps,
  emptyAddress,
} from './components/address-fields';
export { maskPostalCode } from './postal-code-mask';
