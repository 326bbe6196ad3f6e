import { describe, expect, it } from "vitest";
import { createShellStore } from "./shell-store";

describe("shell store", () => {
  it("starts with no modal and the side menu closed", () => {
    const store = createShellStore();
    expect(store.getState().activeModal).toBeNull();
    expect(store.getState().isSideMenuOpen).toBe(false);
  });

  it("shows at most one modal: opening another replaces the first", () => {
    const store = createShellStore();
    store.getState().actions.openModal("auth");
    store.getState().actions.openModal("importVacancies");
    expect(store.getState().activeModal).toBe("importVacancies");
    store.getState().actions.closeModal();
    expect(store.getState().activeModal).toBeNull();
  });

  it("closes the side menu when a modal opens from it", () => {
    const store = createShellStore();
    store.getState().actions.openSideMenu();
    expect(store.getState().isSideMenuOpen).toBe(true);
    store.getState().actions.openModal("auth");
    expect(store.getState().isSideMenuOpen).toBe(false);
  });

  it("gives each store its own state", () => {
    const first = createShellStore();
    const second = createShellStore();
    first.getState().actions.openSideMenu();
    expect(second.getState().isSideMenuOpen).toBe(false);
  });
});
