import { profileEditAccess } from "@rabota/domain/access";
import {
  isProfileSection,
  PROFILE_SECTION_TITLES,
  type ProfileSection,
  ProfileSectionEditor,
  ProfileStoreProvider,
  useApplicantProfileLoad,
} from "@rabota/features/profile";
import {
  useIsAuthChecked,
  useSessionActions,
  useSessionRole,
  useSessionUserId,
} from "@rabota/features/session";
import { Button } from "@rabota/ui/button";
import { ArrowLeftIcon } from "@rabota/ui/icon";
import { PageSpinner } from "@rabota/ui/spinner";
import { useMemo } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import { profileApiOf } from "./profile-apis";
import { ProfileLoadState } from "./profile-loader";
import styles from "./profile-page.module.css";

function SectionEditor({ applicantId, section }: { applicantId: string; section: ProfileSection }) {
  const load = useApplicantProfileLoad(applicantId);
  const session = useSessionActions();
  const navigate = useNavigate();
  return (
    <ProfileLoadState {...load}>
      <ProfileSectionEditor
        section={section}
        onSaved={(profile) => {
          session.displayNameChanged(profile.name || null);
          navigate(paths.profile.href());
        }}
        onCancel={() => navigate(paths.profile.href())}
      />
    </ProfileLoadState>
  );
}

/**
 * `/profile/edit/{section}` behind the route guard (§2.1): applicants see the editor,
 * employers the 404 page, guests and unknown roles a 403 error, a large spinner until the
 * auth check has finished.
 */
export default function ProfileEditPage() {
  const { section } = useParams();
  const role = useSessionRole();
  const isAuthChecked = useIsAuthChecked();
  const userId = useSessionUserId();
  const client = useApiClient();
  const api = useMemo(() => profileApiOf(client), [client]);
  const access = profileEditAccess(role, isAuthChecked);
  usePageTitle(
    isProfileSection(section) ? `${PROFILE_SECTION_TITLES[section]} — редактирование профиля` : "Профиль",
  );

  if (access === "loading") return <PageSpinner label="Проверяем вход" />;
  if (access !== "page") return <ErrorScreen status={access} />;
  if (!isProfileSection(section) || !userId) return <ErrorScreen status={404} />;
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <Button asChild variant="ghost" size="sm" startIcon={<ArrowLeftIcon />} className={styles.back}>
        <Link to={paths.profile.href()}>Назад к профилю</Link>
      </Button>
      <ProfileStoreProvider key={userId} api={api}>
        <SectionEditor applicantId={userId} section={section} />
      </ProfileStoreProvider>
    </div>
  );
}
