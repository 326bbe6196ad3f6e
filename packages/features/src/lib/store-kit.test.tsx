import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createStore } from "zustand/vanilla";
import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "./store-kit";

afterEach(cleanup);

const makeCounter = (start: number) =>
  createStore<{ count: number; bump: () => void }>()((set) => ({
    count: start,
    bump: () => set((state) => ({ count: state.count + 1 })),
  }));

const create = vi.fn(({ start }: { start: number }) => makeCounter(start));
const counterStore = defineFeatureStore("Counter", create);

function CounterProvider(props: FeatureStoreProps<typeof counterStore>) {
  return <FeatureStoreProvider of={counterStore} {...props} />;
}

function Count() {
  const count = useFeatureStore(counterStore, (state) => state.count);
  const bump = useFeatureStore(counterStore, (state) => state.bump);
  return (
    <button type="button" onClick={bump}>
      {count}
    </button>
  );
}

describe("the store kit", () => {
  it("makes one store per provider from its input and keeps it across renders", () => {
    create.mockClear();
    render(
      <CounterProvider start={5}>
        <Count />
      </CounterProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "5" }));
    expect(screen.getByRole("button").textContent).toBe("6");
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("gives two providers two stores", () => {
    render(
      <>
        <CounterProvider start={1}>
          <Count />
        </CounterProvider>
        <CounterProvider start={1}>
          <Count />
        </CounterProvider>
      </>,
    );
    fireEvent.click(screen.getAllByRole("button")[0] as HTMLElement);
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["2", "1"]);
  });

  it("shares a store made outside React instead of making one", () => {
    create.mockClear();
    const store = makeCounter(40);
    render(
      <CounterProvider store={store}>
        <Count />
      </CounterProvider>,
    );
    fireEvent.click(screen.getByRole("button"));
    expect(store.getState().count).toBe(41);
    expect(create).not.toHaveBeenCalled();
  });

  it("names the missing provider when a hook is used outside it", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Count />)).toThrow("Counter hooks must be used inside <CounterStoreProvider>");
    vi.mocked(console.error).mockRestore();
  });
});
