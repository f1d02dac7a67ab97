export { ArrivalTab } from './components/arrival-tab';
export { OrdersTab } from './components/orders-tab';
