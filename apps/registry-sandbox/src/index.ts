/**
 * @rabota/registry-sandbox — an offline registry of legal entities: DaData's «Организация по
 * ИНН или ОГРН» (`POST /suggestions/api/4_1/rs/findById/party`) over `data/entities.json`.
 */

export type { RegistryEntity } from "./entities.js";
export { ENTITIES } from "./entities.js";
export type { RegistryFaults, RegistrySandbox, RegistrySandboxOptions } from "./sandbox.js";
export { DEFAULT_API_KEY, FIND_PARTY_PATH, startRegistrySandbox } from "./sandbox.js";
