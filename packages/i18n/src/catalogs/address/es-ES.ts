/** Address fields (AddressFields): postal-code look-up, street, number, district, city, state, country. */
export default {
  group: 'Dirección',
  country: 'País',
  postalCode: 'Código postal',
  postalCodeUnknown: 'No sé el código postal',
  street: 'Calle',
  number: 'Número',
  complement: 'Complemento',
  district: 'Barrio',
  city: 'Ciudad',
  state: 'Estado',
  stateDistrict: 'Distrito',
  choose: 'Selecciona',
  lookingUp: 'Buscando el código postal…',
  found: 'Código postal encontrado: {{place}}',
  lookupFailed: 'No se pudo buscar el código postal ahora. Completa la dirección.',
};
