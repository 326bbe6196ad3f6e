// The profile module's public face: what other modules may import of it.
export type { ProfileService } from "./service";
