export { AgendaCalendar } from './components/agenda-calendar';
