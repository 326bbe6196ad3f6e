import { AVATAR_MAX_BYTES } from "@rabota/domain/constants";
import type { Config } from "../config";
import type { Db } from "../platform/db/database";
import type { Mailer } from "../platform/mail/mailer";
import type { SessionRevocations } from "../platform/security/session-revocations";
import type { AccessTokens } from "../platform/security/session-tokens";
import type { FileStorage } from "../platform/storage/file-storage";
import { FileUrlSigner } from "../platform/storage/signed-urls";
import { AssessmentService } from "./assessments/service";
import { AuthService } from "./auth/service";
import { CompanyService } from "./company/service";
import { EmployerService } from "./employer/service";
import { FileService } from "./files/service";
import { MembershipService } from "./membership/service";
import { ProfileService } from "./profile/service";
import { VacancyService } from "./vacancy/service";

/** The platform parts services are built on. */
export interface ServiceDeps {
  config: Config;
  db: Db;
  now: () => Date;
  mailer: Mailer;
  storage: FileStorage;
  accessTokens: AccessTokens;
  revocations: SessionRevocations;
}

/** One instance of every module's service, wired to the ones it uses. */
export function createServices(deps: ServiceDeps) {
  const { config, db, now } = deps;
  const companies = new CompanyService(db);
  const memberships = new MembershipService({ db, now, mailer: deps.mailer });
  const auth = new AuthService({
    db,
    now,
    mailer: deps.mailer,
    accessTokens: deps.accessTokens,
    companies,
    memberships,
    secret: config.jwtSecret,
    revocations: deps.revocations,
  });
  const files = new FileService({
    db,
    storage: deps.storage,
    signer: new FileUrlSigner(config.jwtSecret),
    maxBytes: AVATAR_MAX_BYTES,
    now,
  });
  const employers = new EmployerService({ db, auth });
  const profiles = new ProfileService({ db, files, now });
  const assessments = new AssessmentService({
    db,
    now,
    profiles,
    activeCompanyOf: memberships.activeCompanyOf,
  });
  return {
    assessments,
    auth,
    companies,
    employers,
    files,
    memberships,
    profiles,
    vacancies: new VacancyService({
      db,
      now,
      assessments,
      activeCompanyOf: memberships.activeCompanyOf,
      rejectUndoMs: config.rejectUndoMs,
      logoUrl: (id) => files.publicDownloadUrl(id),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
