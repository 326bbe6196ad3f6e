import { frontVersionLine } from "@rabota/domain/format";
import { Link } from "react-router";
import { paths } from "../../config/paths";
import styles from "./footer.module.css";
import { Logo } from "./logo";
import { SUPPORT } from "./support-contacts";

/** The footer every page shares; `narrow` limits its width (contest and policy pages). (§2.2) */
export function Footer({ narrow }: { narrow: boolean }) {
  return (
    <footer className={styles.footer} data-theme="dark">
      <div className={narrow ? `${styles.inner} ${styles.narrow}` : styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>Сервис поиска работы и сотрудников.</p>
          <a className={styles.messenger} href={SUPPORT.telegramUrl} target="_blank" rel="noreferrer">
            Мы в Telegram
          </a>
        </div>
        <nav aria-label="Навигация в подвале" className={styles.column}>
          <h2 className={styles.heading}>Разделы</h2>
          <ul className={styles.list}>
            <li>
              <Link to={paths.home.href()}>Главная</Link>
            </li>
            <li>
              <Link to={paths.contest.href()}>Конкурс</Link>
            </li>
            <li>
              <Link to={paths.vacancies.href()}>Вакансии</Link>
            </li>
            <li>
              <Link to={paths.terms.href()}>Пользовательское соглашение</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy.href()}>Политика конфиденциальности</Link>
            </li>
            <li>
              <Link to={paths.personalDataPolicy.href()}>Согласие на обработку персональных данных</Link>
            </li>
            <li>
              <Link to={paths.accessibility.href()}>Доступность</Link>
            </li>
          </ul>
        </nav>
        {/* Plain columns, not named regions: the profile's own «Контакты» section is the page's one region of that name. */}
        <div className={styles.column}>
          <h2 className={styles.heading}>Контакты</h2>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${SUPPORT.officeEmail}`}>{SUPPORT.officeEmail}</a>
            </li>
            <li>
              <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>
            </li>
          </ul>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>Техподдержка</h2>
          <ul className={styles.list}>
            <li>
              <a href={SUPPORT.telegramUrl} target="_blank" rel="noreferrer">
                Telegram {SUPPORT.telegramHandle}
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
            </li>
          </ul>
        </div>
      </div>
      <div className={narrow ? `${styles.bottom} ${styles.narrow}` : styles.bottom}>
        <p>© 2025 ООО «Работа». Все права защищены.</p>
        <p>Версия {frontVersionLine()}</p>
      </div>
    </footer>
  );
}
