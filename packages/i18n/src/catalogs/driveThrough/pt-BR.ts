/** Drive-through times in the new-exam wizard (§9). */
export default {
  title: 'Drive-thru',
  intro:
    'Reserve horários seguidos no drive-thru para este paciente e quem mora com ele e vem no mesmo carro.',
  schedule: 'Agendar no drive-thru',
  place: 'Local',
  day: 'Dia',
  people: 'Pessoas no carro',
  peopleHelp: 'Cada pessoa tem 10 minutos garantidos, em sequência (cerca de 5 minutos de atendimento).',
  times: 'Horários de {{day}}',
  loading: 'Carregando horários…',
  noTimes: 'Não há horários livres neste dia.',
  slotFree: '{{time}}, livre',
  slotHeld: '{{time}}, em reserva',
  slotReserved: '{{time}}, ocupado',
  slotPast: '{{time}}, encerrado',
  pickStart: 'Escolha o horário da primeira pessoa.',
  notEnough: 'Não há {{count}} horários livres seguidos a partir de {{time}}. Escolha outro início.',
  summary_one: '1 pessoa: {{from}}–{{to}}, cerca de {{estimated}} min (até {{guaranteed}} min garantidos).',
  summary_other:
    '{{count}} pessoas: {{from}}–{{to}}, cerca de {{estimated}} min (até {{guaranteed}} min garantidos).',
  reserve: 'Reservar horários',
  cancel: 'Cancelar',
  held: 'Horários reservados em {{place}}, {{day}}',
  heldUntil:
    'Os horários só ficam garantidos ao concluir o cadastro. Sem um cadastro concluído, a reserva expira às {{time}}.',
  thisPatient: 'este paciente',
  nextCohabitant: 'próximo morador',
  registered: 'cadastrado, protocolo {{protocol}}',
  change: 'Trocar horários',
  remove: 'Não usar drive-thru',
  savedTime: 'Drive-thru: {{place}}, {{day}} às {{time}}',
};
