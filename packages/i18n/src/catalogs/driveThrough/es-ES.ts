/** Drive-through times in the new-exam wizard (§9). */
export default {
  title: 'Autoservicio (drive-thru)',
  intro:
    'Reserve horarios seguidos en el autoservicio para este paciente y quienes viven con él y vienen en el mismo coche.',
  schedule: 'Reservar en el autoservicio',
  place: 'Lugar',
  day: 'Día',
  people: 'Personas en el coche',
  peopleHelp: 'Cada persona tiene 10 minutos garantizados, seguidos (unos 5 minutos de atención).',
  times: 'Horarios del {{day}}',
  loading: 'Cargando horarios…',
  noTimes: 'No hay horarios libres este día.',
  slotFree: '{{time}}, libre',
  slotHeld: '{{time}}, en reserva',
  slotReserved: '{{time}}, ocupado',
  slotPast: '{{time}}, terminado',
  pickStart: 'Elija el horario de la primera persona.',
  notEnough: 'No hay {{count}} horarios libres seguidos a partir de las {{time}}. Elija otro inicio.',
  summary_one: '1 persona: {{from}}–{{to}}, unos {{estimated}} min (hasta {{guaranteed}} min garantizados).',
  summary_other:
    '{{count}} personas: {{from}}–{{to}}, unos {{estimated}} min (hasta {{guaranteed}} min garantizados).',
  reserve: 'Reservar horarios',
  cancel: 'Cancelar',
  held: 'Horarios reservados en {{place}}, {{day}}',
  heldUntil:
    'Los horarios solo quedan garantizados al terminar el registro. Sin un registro terminado, la reserva caduca a las {{time}}.',
  thisPatient: 'este paciente',
  nextCohabitant: 'próximo conviviente',
  registered: 'registrado, protocolo {{protocol}}',
  change: 'Cambiar horarios',
  remove: 'Sin autoservicio',
  savedTime: 'Autoservicio: {{place}}, {{day}} a las {{time}}',
};
