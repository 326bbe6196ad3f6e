import type { ApiClient } from "@rabota/api-client";
import type { AccountRole } from "@rabota/domain/enums";

/**
 * A fetch whose answer the session keeps for the first page that asks for the same id,
 * handed over once: later asks (a retry, a later visit, after a save) fetch anew.
 */
function handedOverOnce<T>(fetch: (id: string) => Promise<T>) {
  const kept = new Map<string, Promise<T>>();
  return {
    keep(id: string): Promise<T> {
      const answer = fetch(id);
      kept.set(id, answer);
      answer.catch(() => kept.delete(id));
      return answer;
    },
    take(id: string): Promise<T> {
      const answer = kept.get(id);
      kept.delete(id);
      return answer ?? fetch(id);
    },
  };
}

/**
 * One page load fetches each profile once. The session fetches the signed-in user's
 * profile anyway (on restore and after a sign-in: the greeting name and the employer's
 * company); the profile page that follows receives that same answer instead of asking again.
 * Returns the client the pages use and the session's profile loader.
 */
export function shareProfileFetches(client: ApiClient) {
  const applicant = handedOverOnce(client.profile.getApplicantProfile);
  const employer = handedOverOnce(client.employer.getProfile);
  return {
    client: {
      ...client,
      profile: { ...client.profile, getApplicantProfile: applicant.take },
      employer: { ...client.employer, getProfile: employer.take },
    } satisfies ApiClient,
    async loadSessionProfile(userId: string, role: AccountRole) {
      // A moderator (issue 42) has no profile: the greeting goes without a name.
      if (role === "moderator") return { displayName: null, companyId: null };
      if (role === "employer") {
        const profile = await employer.keep(userId);
        return { displayName: profile.name || null, companyId: profile.company.id };
      }
      const profile = await applicant.keep(userId);
      return { displayName: profile.name || null, companyId: null };
    },
  };
}
