/** Address fields (AddressFields): postal-code look-up, street, number, district, city, state, country. */
export default {
  group: 'Endereço',
  country: 'País',
  postalCode: 'CEP',
  postalCodeUnknown: 'Não sei o CEP',
  street: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  district: 'Bairro',
  city: 'Cidade',
  state: 'Estado',
  stateDistrict: 'Distrito',
  choose: 'Selecione',
  lookingUp: 'Buscando o CEP…',
  found: 'CEP encontrado: {{place}}',
  lookupFailed: 'Não foi possível buscar o CEP agora. Preencha o endereço.',
};
