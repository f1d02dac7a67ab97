/** Drive-through times in the new-exam wizard (§9). */
export default {
  title: 'Drive-through',
  intro:
    'Reserve consecutive drive-through times for this patient and the people living with them who come in the same car.',
  schedule: 'Book a drive-through time',
  place: 'Place',
  day: 'Day',
  people: 'People in the car',
  peopleHelp: 'Each person gets 10 guaranteed minutes in a row (about 5 minutes of care).',
  times: 'Times on {{day}}',
  loading: 'Loading times…',
  noTimes: 'There are no free times on this day.',
  slotFree: '{{time}}, free',
  slotHeld: '{{time}}, being reserved',
  slotReserved: '{{time}}, taken',
  slotPast: '{{time}}, over',
  pickStart: 'Choose the first person’s time.',
  notEnough: 'There are not {{count}} free times in a row from {{time}}. Choose another start.',
  summary_one: '1 person: {{from}}–{{to}}, about {{estimated}} min ({{guaranteed}} min guaranteed).',
  summary_other:
    '{{count}} people: {{from}}–{{to}}, about {{estimated}} min ({{guaranteed}} min guaranteed).',
  reserve: 'Reserve times',
  cancel: 'Cancel',
  held: 'Times reserved at {{place}}, {{day}}',
  heldUntil:
    'Times are guaranteed only when registration is finished. Without a finished registration, the reservation expires at {{time}}.',
  thisPatient: 'this patient',
  nextCohabitant: 'next household member',
  registered: 'registered, protocol {{protocol}}',
  change: 'Change times',
  remove: 'No drive-through',
  savedTime: 'Drive-through: {{place}}, {{day}} at {{time}}',
};
