export default {
  examNotOffered: 'Exame não disponível neste estabelecimento: {{exams}}',
  examChosenTwice: 'Cada exame só pode ser escolhido uma vez',
  comboNotFound: 'Combo não encontrado',
  comboIncomplete: 'Para este combo, escolha também: {{exams}}',
  selfCollectionNotAllowed: 'Os kits de autocolheita não estão disponíveis aqui',
  discountExceedsFullPrice: 'O desconto não pode ser superior ao preço total',
  paidExceedsDue: 'O valor pago não pode ser superior ao valor em dívida',
  unknownQuestion: 'Esta pergunta não faz parte do questionário',
  subjectMustBeAnimal: 'Este estabelecimento veterinário atende apenas animais',
  subjectMustBePatient: 'Apenas estabelecimentos veterinários registam animais',
  photoNotFound: 'Fotografia não encontrada; tire ou carregue a fotografia novamente',
  householdNotFound: 'Agregado de coabitantes não encontrado',
};
