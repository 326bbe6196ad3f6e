/**
 * @rabota/hh-sandbox — an offline hh.ru: OAuth consent and tokens, `/me`, an employer's active
 * and archived vacancy lists and full vacancies, with fault switches for tests.
 */

export type { SandboxFaults } from "./faults.js";
export type { HhSandbox, HhSandboxOptions } from "./sandbox.js";
export { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, startHhSandbox } from "./sandbox.js";
export { FIRST_ACTIVE_ID, FIRST_ARCHIVED_ID, UNSAFE_VACANCY_ID } from "./seed/vacancies.js";
export type { SandboxStats } from "./stats.js";
