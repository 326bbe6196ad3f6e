// The hidden module's public face: what other modules may import of it.
export type { HiddenService } from "./service";
