import { Link } from "react-router";
import { paths } from "../../config/paths";
import styles from "./logo.module.css";

/** The wordmark; links home. */
export function Logo() {
  return (
    <Link to={paths.home.href()} className={styles.logo} aria-label="Работа — на главную">
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path
          d="M10 23V9h6.2c3 0 5 1.7 5 4.3 0 2-1.1 3.4-3 4l3.6 5.7h-3.4l-3.2-5.2H13V23h-3Zm3-7.7h3c1.3 0 2.1-.8 2.1-2s-.8-2-2.1-2h-3v4Z"
          fill="var(--rb-color-surface)"
        />
      </svg>
      <span className={styles.word}>Работа</span>
    </Link>
  );
}
