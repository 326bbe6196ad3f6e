import { createShellStore, ShellStoreProvider } from "@rabota/features/shell";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Analytics } from "../../lib/analytics";
import { AnalyticsProvider } from "../analytics-context";
import { useRouteChangeEffects } from "./use-route-change-effects";

function Probe() {
  useRouteChangeEffects();
  return null;
}

function renderAt(path: string, shell = createShellStore()) {
  const hits: string[] = [];
  const analytics: Analytics = { hit: (url) => hits.push(url) };
  const router = createMemoryRouter([{ path: "*", Component: Probe }], { initialEntries: [path] });
  render(
    <ShellStoreProvider store={shell}>
      <AnalyticsProvider value={analytics}>
        <RouterProvider router={router} />
      </AnalyticsProvider>
    </ShellStoreProvider>,
  );
  return { hits, router };
}

afterEach(() => vi.restoreAllMocks());

describe("useRouteChangeEffects", () => {
  it("reports a page hit for the first page and every route change", async () => {
    const { hits, router } = renderAt("/");
    await act(() => router.navigate("/contest"));
    await act(() => router.navigate("/vacancies?filter.city=Казань"));
    expect(hits).toEqual(["/", "/contest", "/vacancies?filter.city=Казань"]);
  });

  it("scrolls to the top on a new path, not on a query change nor on Back/Forward", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const { router } = renderAt("/vacancies");
    await act(() => router.navigate("/contest"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate("/contest?tab=faq"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // Back to the list: the list (or the browser) returns to where the visitor was.
    await act(() => router.navigate(-2));
    expect(router.state.location.pathname).toBe("/vacancies");
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate("/profile"));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it("closes an open modal and the side menu when the page changes", async () => {
    const shell = createShellStore();
    const { router } = renderAt("/", shell);
    act(() => shell.getState().actions.openModal("auth"));
    await act(() => router.navigate("/error/503"));
    expect(shell.getState().activeModal).toBeNull();
    act(() => shell.getState().actions.openSideMenu());
    await act(() => router.navigate("/contest"));
    expect(shell.getState().isSideMenuOpen).toBe(false);
  });
});
