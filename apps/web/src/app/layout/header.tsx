import { showsFavouritesLink } from "@rabota/domain/access";
import {
  useIsAuthenticated,
  useSessionActions,
  useSessionDisplayName,
  useSessionRole,
} from "@rabota/features/session";
import { useIsSideMenuOpen, useOverDarkSection, useShellActions } from "@rabota/features/shell";
import { Button, IconButton } from "@rabota/ui/button";
import { ChatIcon, HeartIcon, LogInIcon, MenuIcon } from "@rabota/ui/icon";
import { SideMenu, SideMenuItem } from "@rabota/ui/side-menu";
import { toast } from "@rabota/ui/toast";
import { useRef } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { CHAT_UNAVAILABLE_TOAST } from "./chat-unavailable";
import styles from "./header.module.css";
import { Logo } from "./logo";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink;

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

/** The shared header of spec §2.2; `narrow` limits its width (contest and policy pages). */
export function Header({ narrow }: { narrow: boolean }) {
  const headerRef = useRef<HTMLElement>(null);
  const overDark = useOverDarkSection(headerRef);
  const isAuthenticated = useIsAuthenticated();
  const role = useSessionRole();
  const displayName = useSessionDisplayName();
  const session = useSessionActions();
  const shell = useShellActions();
  const isSideMenuOpen = useIsSideMenuOpen();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const openSignIn = () => shell.openModal("auth");
  const showChatUnavailable = () => {
    const message = role === "employer" ? CHAT_UNAVAILABLE_TOAST.employer : CHAT_UNAVAILABLE_TOAST.applicant;
    toast({
      id: "chat-unavailable",
      title: message.title,
      description: message.description,
      variant: "info",
    });
  };
  const signOut = async () => {
    shell.closeSideMenu();
    await session.logout();
    navigate(paths.home.href());
  };

  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-theme={overDark ? "dark" : undefined}
      data-over-dark={overDark ? "" : undefined}
    >
      <div className={narrow ? `${styles.inner} ${styles.narrow}` : styles.inner}>
        <Logo />
        <nav className={styles.nav} aria-label="Основная навигация">
          <NavLink to={paths.home.href()} end className={navLinkClass}>
            Главная
          </NavLink>
          <NavLink to={paths.contest.href()} className={navLinkClass}>
            Конкурс
          </NavLink>
          {isAuthenticated ? (
            <NavLink to={paths.profile.href()} className={navLinkClass}>
              Профиль
            </NavLink>
          ) : (
            <button type="button" className={styles.navLink} onClick={openSignIn}>
              Профиль
            </button>
          )}
          <NavLink to={paths.vacancies.href()} className={navLinkClass}>
            Вакансии
          </NavLink>
        </nav>
        <div className={styles.actions}>
          {showsFavouritesLink(role) &&
            (isAuthenticated ? (
              <Link
                to={paths.likedVacancies.href()}
                className={styles.iconLink}
                aria-label="Избранное"
                title="Избранное"
              >
                <HeartIcon />
              </Link>
            ) : (
              <IconButton label="Избранное" icon={<HeartIcon />} variant="ghost" onClick={openSignIn} />
            ))}
          <IconButton label="Чаты" icon={<ChatIcon />} variant="ghost" onClick={showChatUnavailable} />
          <span className={styles.sessionButton}>
            {isAuthenticated ? (
              <Button variant="secondary" size="sm" onClick={signOut}>
                Выйти
              </Button>
            ) : (
              <Button size="sm" startIcon={<LogInIcon />} onClick={openSignIn}>
                Войти
              </Button>
            )}
          </span>
          <IconButton
            className={styles.burger}
            label="Меню"
            icon={<MenuIcon />}
            aria-expanded={isSideMenuOpen}
            aria-haspopup="dialog"
            variant="ghost"
            onClick={shell.openSideMenu}
          />
        </div>
      </div>
      <SideMenu
        open={isSideMenuOpen}
        onClose={shell.closeSideMenu}
        title={`Привет, ${displayName ?? "Гость"}!`}
        closeLabel="Закрыть меню"
        footer={
          isAuthenticated ? (
            <Button variant="secondary" fullWidth onClick={signOut}>
              Выйти из профиля
            </Button>
          ) : (
            <Button fullWidth onClick={openSignIn}>
              Войти в профиль
            </Button>
          )
        }
      >
        {menuLinks.map((item) =>
          item.needsAccount && !isAuthenticated ? (
            <SideMenuItem key={item.label} onClick={openSignIn}>
              {item.label}
            </SideMenuItem>
          ) : (
            <SideMenuItem key={item.label} asChild active={item.isActive(pathname)}>
              <Link to={item.href} onClick={shell.closeSideMenu}>
                {item.label}
              </Link>
            </SideMenuItem>
          ),
        )}
      </SideMenu>
    </header>
  );
}
