import { plainClickOpens } from "../../lib/plain-click";

/** A card's company name: a link to the company's page (issue 42) when the app gives its address. */
export function CompanyName({
  name,
  href,
  onOpen,
}: {
  name: string;
  href?: string | undefined;
  onOpen?: ((href: string) => void) | undefined;
}) {
  if (!href) return <>{name}</>;
  return (
    <a className="rb-vacancy-card__company-link" href={href} onClick={plainClickOpens(href, onOpen)}>
      {name}
    </a>
  );
}
