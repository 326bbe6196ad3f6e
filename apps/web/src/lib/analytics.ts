/**
 * Page-hit analytics behind a small adapter, so the app never talks to a counter
 * directly: Yandex Metrika when a counter id is configured, silence otherwise (and in tests).
 */
export interface Analytics {
  /** Reports one page view of `url` (path + query). */
  hit(url: string, options?: { title?: string; referer?: string }): void;
}

export const silentAnalytics: Analytics = { hit() {} };

type Ym = ((id: number, method: string, ...args: unknown[]) => void) & { a?: unknown[]; l?: number };

declare global {
  interface Window {
    ym?: Ym;
  }
}

/** Loads the Metrika tag once and reports hits to it (click map, links, session replay on) (§9). */
function createMetrikaAnalytics(counterId: number): Analytics {
  if (!window.ym) {
    const queue: Ym = (...args: unknown[]) => {
      queue.a ??= [];
      queue.a.push(args);
    };
    queue.l = Date.now();
    window.ym = queue;
    const script = document.createElement("script");
    script.async = true;
    script.src = "https://mc.yandex.ru/metrika/tag.js";
    document.head.append(script);
  }
  window.ym(counterId, "init", {
    defer: true,
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
    webvisor: true,
  });
  return {
    hit(url, options) {
      window.ym?.(counterId, "hit", url, options);
    },
  };
}

export function createAnalytics(counterId: number | null): Analytics {
  return counterId === null ? silentAnalytics : createMetrikaAnalytics(counterId);
}
