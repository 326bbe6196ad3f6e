/**
 * What a registry of legal entities says of one ИНН: the provider's port. The gateway asks
 * DaData's API (`dadata-registry.ts`) — by default the offline sandbox `npm start` runs
 * (apps/registry-sandbox), the real service by configuration (REGISTRY_URL, REGISTRY_API_KEY).
 */
export interface RegistryEntry {
  /** `active`: registered and working; `liquidated`: gone or on its way out; `unknown`: no such ИНН. */
  status: "active" | "liquidated" | "unknown";
  /** The full name with its legal form; null for an unknown ИНН. */
  legalName: string | null;
  inn: string;
  /** ОГРН (13 digits) or a sole trader's ОГРНИП (15); null for an unknown ИНН. */
  ogrn: string | null;
  /** The date of state registration (YYYY-MM-DD); null for an unknown ИНН. */
  registeredOn: string | null;
}

/** A registry of legal entities, looked up by ИНН. */
export interface RegistryProvider {
  /** Throws {@link RegistryUnavailableError} when the registry does not answer in time or answers nonsense. */
  findByInn(inn: string): Promise<RegistryEntry>;
}

/** The registry did not answer, answered late, refused us or answered what we cannot read. */
export class RegistryUnavailableError extends Error {
  override name = "RegistryUnavailableError";
}
