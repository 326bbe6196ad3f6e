// The places module's public face: what other modules, services.ts and the start may import of it.
// Everything else in the folder is its own (modules/index.ts registers its module.ts).
export { resolveStoredCities, type StoredCities } from "./backfill";
export { fold } from "./search";
export { loadPlaces } from "./seed";
export { type Place, PlacesService } from "./service";
