/** Address fields (AddressFields): postal-code look-up, street, number, district, city, state, country. */
export default {
  group: 'Morada',
  country: 'País',
  postalCode: 'Código postal',
  postalCodeUnknown: 'Não sei o código postal',
  street: 'Rua',
  number: 'Número',
  complement: 'Complemento',
  district: 'Freguesia',
  city: 'Localidade',
  state: 'Estado',
  stateDistrict: 'Distrito',
  choose: 'Selecione',
  lookingUp: 'A procurar o código postal…',
  found: 'Código postal encontrado: {{place}}',
  lookupFailed: 'Não foi possível procurar o código postal agora. Preencha a morada.',
};
