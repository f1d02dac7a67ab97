/** Address fields (AddressFields): postal-code look-up, street, number, district, city, state, country. */
export default {
  group: 'Address',
  country: 'Country',
  postalCode: 'Postal code',
  postalCodeUnknown: 'Postal code unknown',
  street: 'Street',
  number: 'Number',
  complement: 'Complement',
  district: 'Neighbourhood',
  city: 'City',
  state: 'State',
  stateDistrict: 'District',
  choose: 'Choose',
  lookingUp: 'Looking up the postal code…',
  found: 'Postal code found: {{place}}',
  lookupFailed: 'The postal code could not be looked up now. Fill in the address.',
};
