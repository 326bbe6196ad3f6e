/** Placeholder replaced by the enumerations of spec §3. */
export const EXPERIENCE = ["EXPERIENCE_UNSPECIFIED"] as const;
