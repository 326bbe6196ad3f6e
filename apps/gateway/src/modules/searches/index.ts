// The searches module's public face: what other modules may import of it.
export type { SavedSearchService } from "./service";
