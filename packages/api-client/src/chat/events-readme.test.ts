import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { README, withChatEventsSection } from "../../scripts/chat-events-readme";

describe("the README's Socket.IO events section", () => {
  it("is what the domain's event schemas generate (run `pnpm docs:chat-events` after changing them)", () => {
    const readme = readFileSync(README, "utf8");
    expect(readme).toBe(withChatEventsSection(readme));
  });
});
