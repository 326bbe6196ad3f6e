export const CODE_TTL_MINUTES = 5;
