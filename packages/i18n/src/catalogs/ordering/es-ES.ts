export default {
  examNotOffered: 'Examen no ofrecido en este establecimiento: {{exams}}',
  examChosenTwice: 'Cada examen solo se puede elegir una vez',
  comboNotFound: 'Combo no encontrado',
  comboIncomplete: 'Para este combo, elija también: {{exams}}',
  selfCollectionNotAllowed: 'Los kits de autotoma no están disponibles aquí',
  discountExceedsFullPrice: 'El descuento no puede ser mayor que el precio completo',
  paidExceedsDue: 'El importe pagado no puede ser mayor que el importe debido',
  unknownQuestion: 'Esta pregunta no forma parte del cuestionario',
  subjectMustBeAnimal: 'Este establecimiento veterinario atiende solo animales',
  subjectMustBePatient: 'Solo los establecimientos veterinarios registran animales',
  photoNotFound: 'Foto no encontrada; tómela o súbala de nuevo',
  householdNotFound: 'Grupo de convivientes no encontrado',
};
