import { describe, expect, it } from "vitest";
import { afterSignIn, type SignInIntent } from "./sign-in-intent";

const like = { kind: "like", vacancyId: "v-1" } as const;
const apply = { kind: "apply", vacancyId: "v-2" } as const;

describe("afterSignIn", () => {
  it("sends a plain sign-in to /profile, whatever the role (§4)", () => {
    expect(afterSignIn(null, "applicant")).toEqual({ kind: "profile" });
    expect(afterSignIn(null, "employer")).toEqual({ kind: "profile" });
  });

  it("sends a moderator's plain sign-in to /moderation: a moderator has no profile (issue 42)", () => {
    expect(afterSignIn(null, "moderator")).toEqual({ kind: "moderation" });
    expect(afterSignIn({ kind: "stay" }, "moderator")).toEqual({
      kind: "stay",
      perform: null,
      refused: null,
    });
    expect(afterSignIn({ kind: "applicantAction", action: like }, "moderator")).toEqual({
      kind: "stay",
      perform: null,
      refused: like,
    });
  });

  it("keeps a guest who met a 403 on that page, doing nothing else", () => {
    const intent: SignInIntent = { kind: "stay" };
    expect(afterSignIn(intent, "applicant")).toEqual({ kind: "stay", perform: null, refused: null });
    expect(afterSignIn(intent, "employer")).toEqual({ kind: "stay", perform: null, refused: null });
  });

  it("does the like or the response an applicant asked for as a guest, on the same page", () => {
    for (const action of [like, apply]) {
      expect(afterSignIn({ kind: "applicantAction", action }, "applicant")).toEqual({
        kind: "stay",
        perform: action,
        refused: null,
      });
    }
  });

  it("never does an applicant action for an employer (§6): it stays refused", () => {
    for (const action of [like, apply]) {
      expect(afterSignIn({ kind: "applicantAction", action }, "employer")).toEqual({
        kind: "stay",
        perform: null,
        refused: action,
      });
    }
  });
});
