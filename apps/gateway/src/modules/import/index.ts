// The import module's public face: what other modules and services.ts may import of it.
// Everything else in the folder is its own (modules/index.ts registers its module.ts).
export { HhClient } from "./hh-client";
export { ImportRunner } from "./runner";
export { ImportService } from "./service";
