export { LeafletLookup } from './components/leaflet-lookup';
