import type { Clock } from "./clock.js";
import type { FaultSwitches } from "./faults.js";
import type { OAuthState } from "./oauth-state.js";
import type { SeedVacancy } from "./seed/vacancies.js";
import type { RequestStats } from "./stats.js";

type SandboxConfig = {
  clientId: string;
  clientSecret: string;
  /** The application's name on the consent page. */
  appName: string;
  /** Registered redirect URIs; empty = any loopback http(s) URI. */
  redirectUris: string[];
};

/** Everything the routes share: configuration, clock, OAuth state, faults, seed and counters. */
export type SandboxContext = {
  config: SandboxConfig;
  clock: Clock;
  oauth: OAuthState;
  faults: FaultSwitches;
  stats: RequestStats;
  vacancies: { active: SeedVacancy[]; archived: SeedVacancy[]; byId: Map<string, SeedVacancy> };
};
