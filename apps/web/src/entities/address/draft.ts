/** The address as a form holds it (docs/addresses.md); maps field by field onto the domain addressSchema. */
export interface AddressDraft {
  postalCode: string;
  postalCodeUnknown: boolean;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
  /** ISO 3166-1 alpha-2: 'BR', 'PT' or another country. */
  country: string;
}

export function emptyAddress(country = 'BR'): AddressDraft {
  return {
    postalCode: '',
    postalCodeUnknown: false,
    street: '',
    number: '',
    complement: '',
    district: '',
    city: '',
    state: '',
    country,
  };
}
