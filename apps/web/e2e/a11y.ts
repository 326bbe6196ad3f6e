import { expect, type Locator, type Page } from "@playwright/test";
import { a11yViolations } from "./support";

/**
 * Focusable controls whose focus shows nothing: each control of the open dialog (else of the
 * page) is focused by script after a key press, so `:focus-visible` applies as after a Tab,
 * and must then look different, once transitions and the component's own re-render are done,
 * in outline, box shadow or border: its own or that of its parent, grandparent, or its next
 * sibling and what that holds (a checkbox's drawn box, a field's frame, a code input's cells, a
 * card that lights up). Gives a short description of each control that failed.
 */
async function invisibleFocus(page: Page, { activeOnly = false } = {}): Promise<string[]> {
  // The last input was a key, so script focus counts as keyboard focus (:focus-visible).
  await page.keyboard.press("Shift");
  return page.evaluate(async (activeOnly) => {
    const scope: ParentNode = document.querySelector('[role="dialog"]') ?? document;
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return [
        style.outlineStyle,
        style.outlineWidth,
        style.outlineColor,
        style.boxShadow,
        style.borderTopColor,
        style.borderBottomColor,
      ].join("|");
    };
    const around = (element: HTMLElement) => {
      const sibling = element.nextElementSibling;
      const parts = [
        element,
        element.parentElement,
        element.parentElement?.parentElement,
        sibling,
        ...(sibling ? [...sibling.querySelectorAll("*")].slice(0, 12) : []),
      ];
      return parts.flatMap((part) => (part ? [look(part)] : []));
    };
    // React commits what a focus event changed in a microtask queued before this one.
    const settled = async () => {
      await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
      for (const animation of document.getAnimations())
        if (animation instanceof CSSTransition) animation.finish();
    };
    const describe = (element: HTMLElement) => {
      const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
      const classes = [...element.classList].slice(0, 2).join(".");
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""} «${name}»`;
    };
    const previous = document.activeElement as HTMLElement | null;
    const failures: string[] = [];
    // A place only script focuses (tabindex -1: a new page's heading or main, where a route
    // change puts the focus) is no Tab stop.
    const controls = activeOnly
      ? previous && previous !== document.body && previous.tabIndex >= 0
        ? [previous]
        : []
      : scope.querySelectorAll<HTMLElement>(selector);
    for (const element of controls) {
      if (element.getClientRects().length === 0 || element.closest("[inert], [aria-hidden='true']")) continue;
      if (getComputedStyle(element).visibility === "hidden") continue;
      if (element === document.activeElement) element.blur();
      await settled();
      const before = around(element);
      element.focus({ preventScroll: true });
      if (document.activeElement !== element) continue;
      await settled();
      const after = around(element);
      element.blur();
      if (before.length === after.length && before.every((value, index) => value === after[index]))
        failures.push(describe(element));
    }
    previous?.focus({ preventScroll: true });
    return failures;
  }, activeOnly);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, failing after `max`
 * presses; every control passed on the way must show its focus.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, backwards = false } = {},
): Promise<void> {
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    expect(await invisibleFocus(page, { activeOnly: true })).toEqual([]);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${max} presses of Tab never reached ${target}`);
}

/** Whether the page scrolls sideways at its current width. */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** The widths every state is checked at: a desktop's, then a phone's. */
export const A11Y_WIDTHS = [1440, 375] as const;

/** A width of 1280 px at 200 % zoom: the layout viewport is 640 CSS pixels wide. */
const ZOOM_200_WIDTH = 640;

/**
 * Walks page states and records what they fail, to fail once at the end with every finding:
 * axe's WCAG 2.1 A/AA rules at each width, controls whose focus shows nothing, and sideways
 * scrolling. Each state is checked at every width by resizing the one page, so a state that
 * takes steps to reach (a modal step, a dialog) is reached once.
 */
export class A11ySweep {
  private readonly findings: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly widths: readonly number[],
  ) {}

  /**
   * Checks the page as it is now, at every width; `zoom` also checks the 200 % zoom width for
   * sideways scrolling. Leaves the page at the first width. A dialog's state must come after a
   * check of the page it opened over, as that page is then not checked again.
   */
  async check(state: string, { zoom = false }: { zoom?: boolean } = {}): Promise<void> {
    const height = this.page.viewportSize()?.height ?? 900;
    // With a dialog open, axe checks the dialog: the page behind it (no aria-hidden, the dialog
    // is aria-modal) is a state checked on its own before the dialog opened.
    const within = (await this.page.getByRole("dialog").count()) > 0 ? '[role="dialog"]' : undefined;
    for (const width of [...this.widths.slice(1), this.widths[0] as number]) {
      await this.page.setViewportSize({ width, height });
      for (const violation of await a11yViolations(this.page, within))
        this.findings.push(`${state} @${width}: ${violation}`);
      if (await scrollsSideways(this.page)) this.findings.push(`${state} @${width}: scrolls sideways`);
    }
    for (const control of await invisibleFocus(this.page))
      this.findings.push(`${state}: focus not visible on ${control}`);
    if (zoom) {
      await this.page.setViewportSize({ width: ZOOM_200_WIDTH, height });
      if (await scrollsSideways(this.page)) this.findings.push(`${state} @200% of 1280: scrolls sideways`);
      await this.page.setViewportSize({ width: this.widths[0] as number, height });
    }
  }

  /** Opens `path` and checks it once its level-one heading shows and nothing is loading. */
  async visit(path: string, state = path, options: { zoom?: boolean } = {}): Promise<void> {
    await this.page.goto(path);
    await this.ready();
    await this.check(state, options);
  }

  /** Waits for the page's heading and for its skeletons and spinners to go. */
  async ready(): Promise<void> {
    await expect(this.page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(this.page.locator('[data-slot="skeleton"], [data-slot="page-spinner"]')).toHaveCount(0);
  }

  /** Fails with every finding of the walk. */
  expectClean(): void {
    expect(this.findings).toEqual([]);
  }
}
