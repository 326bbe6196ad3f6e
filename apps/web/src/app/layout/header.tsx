import { showsFavouritesLink } from "@rabota/domain/access";
import { pluralRu } from "@rabota/domain/format";
import { useChatActions, useChatEnabled, useChatUnreadTotal } from "@rabota/features/chat";
import {
  useIsAuthChecked,
  useIsAuthenticated,
  useSessionActions,
  useSessionDisplayName,
  useSessionRole,
} from "@rabota/features/session";
import { useIsSideMenuOpen, useOverDarkSection, useShellActions } from "@rabota/features/shell";
import { Button, IconButton } from "@rabota/ui/button";
import { ChatIcon, HeartIcon, LogInIcon, MenuIcon } from "@rabota/ui/icon";
import { Skeleton } from "@rabota/ui/skeleton";
import { toast } from "@rabota/ui/toast";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { useSignIn } from "../use-sign-in";
import { CHAT_UNAVAILABLE_TOAST } from "./chat-unavailable";
import styles from "./header.module.css";
import { Logo } from "./logo";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink;

/**
 * The rendered size of the small «Войти» button with its icon (taller than its 2.25rem
 * minimum: padding, line and border), which the placeholder stands in for.
 */
const SESSION_BUTTON_SIZE = { width: "5.75rem", height: "2.375rem" };

const UNREAD = { one: "непрочитанное", few: "непрочитанных", many: "непрочитанных" } as const;

// The drawer (and its focus trap) loads the first time someone opens it.
const HeaderSideMenu = lazy(() =>
  import("./header-side-menu").then((module) => ({ default: module.HeaderSideMenu })),
);

/** The header every page shares; `narrow` limits its width (contest and policy pages). (§2.2) */
export function Header({ narrow }: { narrow: boolean }) {
  const headerRef = useRef<HTMLElement>(null);
  const overDark = useOverDarkSection(headerRef);
  const isAuthenticated = useIsAuthenticated();
  const isAuthChecked = useIsAuthChecked();
  const signIn = useSignIn();
  const role = useSessionRole();
  const displayName = useSessionDisplayName();
  const session = useSessionActions();
  const shell = useShellActions();
  const isSideMenuOpen = useIsSideMenuOpen();
  const navigate = useNavigate();

  // Mounted from the first opening on, so later closings still play their animation.
  const [sideMenuMounted, setSideMenuMounted] = useState(false);
  if (isSideMenuOpen && !sideMenuMounted) setSideMenuMounted(true);

  // A plain sign-in: it leads to /profile (§4).
  const openSignIn = () => signIn(null);
  const chatEnabled = useChatEnabled();
  const chatUnread = useChatUnreadTotal();
  const chat = useChatActions();
  const showChatUnavailable = () => {
    const message = role === "employer" ? CHAT_UNAVAILABLE_TOAST.employer : CHAT_UNAVAILABLE_TOAST.applicant;
    toast({
      id: "chat-unavailable",
      title: message.title,
      description: message.description,
      variant: "info",
    });
  };
  // A guest's page asks the gateway nothing about the chat until this click.
  const openChats = async () => {
    const enabled = chatEnabled ?? (await chat.checkSummary());
    if (!enabled) showChatUnavailable();
    else if (!isAuthenticated) openSignIn();
    else navigate(paths.chats.href());
  };
  const unreadBadge = chatEnabled && isAuthenticated ? chatUnread : 0;
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
          {role === "moderator" ? (
            // A moderator has no profile (issue 42): their place is the queue.
            <NavLink to={paths.moderation.href()} className={navLinkClass}>
              Модерация
            </NavLink>
          ) : isAuthenticated ? (
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
          {role === "employer" ? (
            <NavLink to={paths.candidates.href()} className={navLinkClass}>
              Поиск резюме
            </NavLink>
          ) : null}
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
          {/* A moderator has no chats of their own (issue 42). */}
          {role !== "moderator" ? (
            <IconButton
              label={unreadBadge > 0 ? `Чаты, ${unreadBadge} ${pluralRu(unreadBadge, UNREAD)}` : "Чаты"}
              icon={<ChatIcon />}
              badge={unreadBadge}
              variant="ghost"
              onClick={() => void openChats()}
            />
          ) : null}
          <span className={styles.sessionButton}>
            {/* Until the start-up check ends, neither «Войти» nor «Выйти»: a placeholder of the
                button's size, so a signed-in user never sees «Войти» flash on a reload. */}
            {!isAuthChecked ? (
              <Skeleton
                shape="rect"
                width={SESSION_BUTTON_SIZE.width}
                height={SESSION_BUTTON_SIZE.height}
                data-testid="session-placeholder"
              />
            ) : isAuthenticated ? (
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
      {sideMenuMounted ? (
        <Suspense fallback={null}>
          <HeaderSideMenu
            open={isSideMenuOpen}
            onClose={shell.closeSideMenu}
            greetingName={displayName}
            isAuthenticated={isAuthenticated}
            role={role}
            onSignIn={openSignIn}
            onSignOut={signOut}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
