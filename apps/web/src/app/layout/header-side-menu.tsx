import type { AccountRole } from "@rabota/domain/enums";
import { greeting } from "@rabota/domain/format";
import { Button } from "@rabota/ui/button";
import { SideMenu, SideMenuItem } from "@rabota/ui/side-menu";
import { Link, useLocation } from "react-router";
import { paths } from "../../config/paths";

interface MenuLink {
  label: string;
  href: string;
  needsAccount: boolean;
  /** A section of one role's only (hidden from the other roles and from guests). */
  forRole?: AccountRole;
  /** Hidden from this role (a moderator has no profile, issue 42). */
  notFor?: AccountRole;
  isActive: (pathname: string) => boolean;
}

const menuLinks: MenuLink[] = [
  {
    label: "Главная",
    href: paths.home.href(),
    needsAccount: false,
    isActive: (p: string) => p === paths.home.path,
  },
  {
    label: "Конкурс",
    href: paths.contest.href(),
    needsAccount: false,
    isActive: (p: string) => p === paths.contest.path,
  },
  {
    label: "Профиль",
    href: paths.profile.href(),
    needsAccount: true,
    notFor: "moderator",
    isActive: (p: string) => p.startsWith(paths.profile.path),
  },
  {
    label: "Вакансии",
    href: paths.vacancies.href(),
    needsAccount: false,
    isActive: (p: string) => p.startsWith(paths.vacancies.path),
  },
  {
    label: "Сохранённые поиски",
    href: paths.searches.href(),
    needsAccount: true,
    forRole: "applicant",
    isActive: (p: string) => p.startsWith(paths.searches.path),
  },
  {
    label: "Поиск резюме",
    href: paths.candidates.href(),
    needsAccount: true,
    forRole: "employer",
    isActive: (p: string) => p.startsWith(paths.candidates.path),
  },
  {
    label: "Модерация",
    href: paths.moderation.href(),
    needsAccount: true,
    forRole: "moderator",
    isActive: (p: string) => p.startsWith(paths.moderation.href()),
  },
];

export interface HeaderSideMenuProps {
  open: boolean;
  onClose: () => void;
  greetingName: string | null;
  isAuthenticated: boolean;
  /** The signed-in user's role: some sections are one role's. */
  role: AccountRole | null;
  onSignIn: () => void;
  onSignOut: () => void;
}

/** The burger side menu: «Привет, …!», the sections, sign in or out. (§2.2) */
export function HeaderSideMenu({
  open,
  onClose,
  greetingName,
  isAuthenticated,
  role,
  onSignIn,
  onSignOut,
}: HeaderSideMenuProps) {
  const { pathname } = useLocation();
  return (
    <SideMenu
      open={open}
      onClose={onClose}
      title={greeting(greetingName)}
      closeLabel="Закрыть меню"
      footer={
        isAuthenticated ? (
          <Button variant="secondary" fullWidth onClick={onSignOut}>
            Выйти из профиля
          </Button>
        ) : (
          <Button fullWidth onClick={onSignIn}>
            Войти в профиль
          </Button>
        )
      }
    >
      {menuLinks
        .filter((item) => (item.forRole === undefined || item.forRole === role) && item.notFor !== role)
        .map((item) =>
          item.needsAccount && !isAuthenticated ? (
            <SideMenuItem key={item.label} onClick={onSignIn}>
              {item.label}
            </SideMenuItem>
          ) : (
            <SideMenuItem key={item.label} asChild active={item.isActive(pathname)}>
              <Link to={item.href} onClick={onClose}>
                {item.label}
              </Link>
            </SideMenuItem>
          ),
        )}
    </SideMenu>
  );
}
