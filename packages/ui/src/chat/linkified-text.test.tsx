import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { LinkifiedText } from "./linkified-text";

async function linksOf(text: string) {
  const { container } = await render(<LinkifiedText text={text} />);
  return { container, links: Array.from(container.querySelectorAll("a")) };
}

describe("LinkifiedText", async () => {
  it("makes http(s) addresses links that open safely in a new tab", async () => {
    const { links } = await linksOf(
      "Смотрите https://rabota.example/v/1 и http://www.rabota.ru/о-нас, а rabota.ru — нет",
    );
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://rabota.example/v/1",
      "http://www.rabota.ru/%D0%BE-%D0%BD%D0%B0%D1%81",
    ]);
    for (const link of links) {
      expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
      expect(link.getAttribute("target")).toBe("_blank");
    }
  });

  it("leaves other schemes and e-mail as text, and never renders markup", async () => {
    const { container, links } = await linksOf(
      'javascript:alert(1) mailto:hr@rabota.example ftp://files.example hr@rabota.example <img src=x onerror="alert(1)">',
    );
    expect(links).toHaveLength(0);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("<img src=x");
  });
});
