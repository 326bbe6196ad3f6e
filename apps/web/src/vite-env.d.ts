/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_METRIKA_ID?: string;
  /** The contest's first and last day, `YYYY-MM-DD`. */
  readonly VITE_CONTEST_START?: string;
  readonly VITE_CONTEST_END?: string;
}
