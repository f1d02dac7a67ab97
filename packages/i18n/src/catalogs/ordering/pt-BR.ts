/** Field messages of the exam order; keys are the domain orderingMessageKeys (ordering:<key>). */
export default {
  examNotOffered: 'Exame não oferecido neste estabelecimento: {{exams}}',
  examChosenTwice: 'Cada exame só pode ser escolhido uma vez',
  comboNotFound: 'Combo não encontrado',
  comboIncomplete: 'Para este combo, escolha também: {{exams}}',
  selfCollectionNotAllowed: 'Kits de autocoleta não estão disponíveis aqui',
  discountExceedsFullPrice: 'O desconto não pode ser maior que o preço cheio',
  paidExceedsDue: 'O valor pago não pode ser maior que o valor devido',
  unknownQuestion: 'Esta pergunta não faz parte do questionário',
  subjectMustBeAnimal: 'Este estabelecimento veterinário atende apenas animais',
  subjectMustBePatient: 'Somente estabelecimentos veterinários cadastram animais',
  photoNotFound: 'Foto não encontrada; tire ou envie a foto novamente',
  householdNotFound: 'Grupo de coabitantes não encontrado',
};
