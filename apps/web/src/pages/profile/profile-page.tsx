import { toVacancySearchParams } from "@rabota/domain/wire/vacancy";
import {
  CandidatesStoreProvider,
  ContactRequests,
  ProfileViews,
  VisibilitySection,
} from "@rabota/features/candidates";
import {
  EmployerProfilePanel,
  EmployerStoreProvider,
  useEmployerProfileLoad,
} from "@rabota/features/employer";
import {
  AccountSection,
  ApplicantProfileView,
  IncomeOffers,
  ProfileStoreProvider,
  useApplicantProfile,
  useApplicantProfileLoad,
} from "@rabota/features/profile";
import {
  useIsAuthenticated,
  useSessionActions,
  useSessionRole,
  useSessionUserId,
} from "@rabota/features/session";
import { ProfileTests, TestsStoreProvider } from "@rabota/features/tests";
import { Button } from "@rabota/ui/button";
import { EmptyState } from "@rabota/ui/empty-state";
import { LogInIcon } from "@rabota/ui/icon";
import { useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { candidatesApiOf, testsApiOf } from "../../app/feature-apis";
import { useSignIn } from "../../app/use-sign-in";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { accountApiOf, employerApiOf, profileApiOf } from "./profile-apis";
import { ProfileLoadState } from "./profile-loader";
import styles from "./profile-page.module.css";

/** The vacancy list with «Доход от» set to the wanted income. */
const vacanciesPayingHref = (amount: number) =>
  `${paths.vacancies.href()}?${toVacancySearchParams({ salaryFrom: amount })}`;

function ApplicantProfile({ applicantId }: { applicantId: string }) {
  const load = useApplicantProfileLoad(applicantId);
  const profile = useApplicantProfile();
  const navigate = useNavigate();
  const client = useApiClient();
  const testsApi = useMemo(() => testsApiOf(client), [client]);
  const { hash } = useLocation();
  const loaded = profile !== null;
  // `/profile#tests` (the way back from a test) shows the «Тесты» section once the profile is in.
  useEffect(() => {
    if (loaded && hash === "#tests") document.getElementById("tests")?.scrollIntoView();
  }, [loaded, hash]);
  return (
    <ProfileLoadState {...load}>
      {profile ? (
        <>
          <ApplicantProfileView
            profile={profile}
            onEdit={(section) => navigate(paths.profileEdit.href(section))}
            incomeOffers={<IncomeOffers hrefOf={vacanciesPayingHref} />}
          />
          <FindingMe applicantId={applicantId} />
          <div className={styles.tests} id="tests">
            <TestsStoreProvider api={testsApi}>
              <ProfileTests applicantId={applicantId} onOpenTest={(testUrl) => navigate(testUrl)} />
            </TestsStoreProvider>
          </div>
        </>
      ) : null}
    </ProfileLoadState>
  );
}

/**
 * Employers finding the applicant (issue 44): «Видимость резюме», «Запросы контактов» and
 * «Кто смотрел моё резюме», one store for the three.
 */
function FindingMe({ applicantId }: { applicantId: string }) {
  const client = useApiClient();
  const api = useMemo(() => candidatesApiOf(client), [client]);
  return (
    <div className={styles.findingMe} id="visibility">
      <CandidatesStoreProvider api={api}>
        <VisibilitySection applicantId={applicantId} />
        <div className={styles.findingMeLists}>
          <ContactRequests />
          <ProfileViews applicantId={applicantId} />
        </div>
      </CandidatesStoreProvider>
    </div>
  );
}

function EmployerProfile({ employerId }: { employerId: string }) {
  const load = useEmployerProfileLoad(employerId);
  const session = useSessionActions();
  return (
    <ProfileLoadState {...load}>
      <EmployerProfilePanel onSaved={(profile) => session.displayNameChanged(profile.name || null)} />
    </ProfileLoadState>
  );
}

function GuestProfile() {
  const signIn = useSignIn();
  useEffect(() => {
    signIn();
  }, [signIn]);
  return (
    <EmptyState
      title="Войдите, чтобы открыть профиль"
      description="Профиль доступен после входа или регистрации."
      actions={
        <Button startIcon={<LogInIcon />} onClick={() => signIn()}>
          Войти
        </Button>
      }
    />
  );
}

/** «Мои данные» of either role: after a deletion the session is forgotten and the intro shown. */
function Account({ role }: { role: "applicant" | "employer" }) {
  const client = useApiClient();
  const api = useMemo(() => accountApiOf(client), [client]);
  const session = useSessionActions();
  const navigate = useNavigate();
  return (
    <div className={styles.account}>
      <AccountSection
        api={api}
        userRole={role}
        onDeleted={async () => {
          await session.logout();
          navigate(paths.home.href());
        }}
      />
    </div>
  );
}

/**
 * `/profile` (§2.1): the applicant profile for applicants, the employer profile for
 * employers; a guest gets the sign-in modal.
 */
export default function ProfilePage() {
  usePageTitle("Профиль — Работа");
  const isAuthenticated = useIsAuthenticated();
  const role = useSessionRole();
  const userId = useSessionUserId();
  const client = useApiClient();
  const profileApi = useMemo(() => profileApiOf(client), [client]);
  const employerApi = useMemo(() => employerApiOf(client), [client]);

  let content = <GuestProfile />;
  if (isAuthenticated && userId && role === "applicant")
    content = (
      <>
        <ProfileStoreProvider key={userId} api={profileApi}>
          <ApplicantProfile applicantId={userId} />
        </ProfileStoreProvider>
        <Account role={role} />
      </>
    );
  if (isAuthenticated && userId && role === "employer")
    content = (
      <>
        <EmployerStoreProvider key={userId} api={employerApi}>
          <EmployerProfile employerId={userId} />
        </EmployerStoreProvider>
        <Account role={role} />
      </>
    );
  return <div className={styles.page}>{content}</div>;
}
