import { LogoMark } from "@rabota/ui/icon";
import { Link } from "react-router";
import { paths } from "../../config/paths";
import styles from "./logo.module.css";

/** The wordmark; links home. */
export function Logo() {
  return (
    <Link to={paths.home.href()} className={styles.logo} aria-label="Работа — на главную">
      <LogoMark className={styles.mark} size={32} />
      <span className={styles.word}>Работа</span>
    </Link>
  );
}
