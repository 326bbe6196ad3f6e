import type { EmployerProfileDto } from "@rabota/domain/wire/employer";
import type { Db } from "../../platform/db/database";
import type { AuthService, EmployerSignup } from "../auth/service";
import { toEmployerProfileDto } from "../profile/dto";
import { findEmployerProfile } from "../profile/queries";

/** The employer side of an account: registration under the employer's own name. */
export class EmployerService {
  constructor(private readonly deps: { db: Db; auth: AuthService }) {}

  /**
   * Signs an employer up (same rules as the auth sign-up: a verified code, one role per email,
   * a new or existing company) and answers with the new profile. No file exists yet, so the
   * profile carries no logo address.
   */
  async register(input: EmployerSignup): Promise<EmployerProfileDto> {
    const { id } = await this.deps.auth.signupEmployer(input);
    const row = await findEmployerProfile(this.deps.db, id);
    if (!row) throw new Error(`employer ${id} vanished right after sign-up`);
    return toEmployerProfileDto(row);
  }
}
