import { usePageTitle } from "../../lib/use-page-title";
import styles from "./legal-document.module.css";

/** One legal text: a title, its effective date and numbered sections. */
export interface LegalText {
  title: string;
  effectiveDate: string;
  intro: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

/**
 * Renders a legal text with a table of contents, numbered sections and anchors. `contained`
 * gives it its own reading column, for pages that sit in the full-width frame.
 */
export function LegalDocument({ text, contained = false }: { text: LegalText; contained?: boolean }) {
  usePageTitle(`${text.title} — Работа`);
  return (
    <article className={contained ? `${styles.document} ${styles.contained}` : styles.document}>
      <header className={styles.header}>
        <h1 className={styles.title}>{text.title}</h1>
        <p className={styles.meta}>Редакция от {text.effectiveDate}</p>
        <p className={styles.intro}>{text.intro}</p>
      </header>
      <nav className={styles.toc} aria-label="Содержание">
        <ol>
          {text.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#section-${index + 1}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section, index) => (
        <section key={section.heading} id={`section-${index + 1}`} className={styles.section}>
          <h2 className={styles.heading}>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <p key={paragraph} className={styles.paragraph}>
              <span className={styles.clause}>
                {index + 1}.{paragraphIndex + 1}.
              </span>{" "}
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
