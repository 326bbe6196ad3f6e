import { greeting } from "@rabota/domain/format";
import { Button } from "@rabota/ui/button";
import { SideMenu, SideMenuItem } from "@rabota/ui/side-menu";
import { Link, useLocation } from "react-router";
import { paths } from "../../config/paths";

const menuLinks = [
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
    isActive: (p: string) => p.startsWith(paths.profile.path),
  },
  {
    label: "Вакансии",
    href: paths.vacancies.href(),
    needsAccount: false,
    isActive: (p: string) => p.startsWith(paths.vacancies.path),
  },
];

export interface HeaderSideMenuProps {
  open: boolean;
  onClose: () => void;
  greetingName: string | null;
  isAuthenticated: boolean;
  onSignIn: () => void;
  onSignOut: () => void;
}

/** The burger side menu: «Привет, …!», the sections, sign in or out. (§2.2) */
export function HeaderSideMenu({
  open,
  onClose,
  greetingName,
  isAuthenticated,
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
      {menuLinks.map((item) =>
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
