import {
  applicants,
  codePurpose,
  companies,
  employers,
  refreshTokens,
  userRole,
  users,
  verificationCodes,
} from "../../modules/auth/tables";
import { outboxMessages } from "../mail/tables";

/** Every table of every module, for the typed Drizzle client. Modules add theirs here. */
export const schema = {
  userRole,
  codePurpose,
  users,
  companies,
  applicants,
  employers,
  verificationCodes,
  refreshTokens,
  outboxMessages,
};

export type Schema = typeof schema;
