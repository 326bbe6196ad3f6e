import { COMPANY_ACCESS_MESSAGES } from "@rabota/domain/errors";
import { describe, expect, inject, it } from "vitest";
import { browserLikeClient as clientFor, DEMO_EMPLOYER } from "./testing/real-gateway";

// The company membership calls against the real gateway, whose demo data holds one request
// to join the demo employer's company.
const DEMO_REQUESTER = { email: "colleague@rabota.demo", password: "Rabota2025!" } as const;

const browserLikeClient = () => clientFor(inject("gatewayUrl"));

describe("company membership calls against the real gateway", () => {
  it("refuses the requester, then lets a member approve and remove it, and the removed one ask again", async () => {
    const requester = browserLikeClient().client;
    const requesterAuth = await requester.auth.login(DEMO_REQUESTER);
    const requesterProfile = await requester.employer.getProfile(requesterAuth.id);
    expect(requesterProfile.companyAccess).toBe("pending");
    const companyId = requesterProfile.company.id;
    await expect(requester.company.listMembers(companyId)).rejects.toMatchObject({
      status: 403,
      code: "FORBIDDEN",
      message: COMPANY_ACCESS_MESSAGES.forbidden.pending,
    });

    const { client } = browserLikeClient();
    const auth = await client.auth.login(DEMO_EMPLOYER);
    const { requests, members } = await client.company.listMembers(companyId);
    expect(requests).toContainEqual(
      expect.objectContaining({ employerId: requesterAuth.id, status: "pending" }),
    );
    expect(members.map((member) => member.employerId)).toEqual([auth.id]);

    const approved = await client.company.decideRequest(companyId, requesterAuth.id, "approve");
    expect(approved).toMatchObject({ employerId: requesterAuth.id, status: "active" });
    expect((await requester.company.listMembers(companyId)).members).toHaveLength(2);

    const removed = await client.company.removeMember(companyId, requesterAuth.id);
    expect(removed.status).toBe("removed");

    // The removed employer asks again: a pending request the members see; a second ask is a 409.
    const asked = await requester.company.requestAccess(companyId);
    expect(asked).toMatchObject({ employerId: requesterAuth.id, status: "pending", decidedAt: null });
    await expect(requester.company.requestAccess(companyId)).rejects.toMatchObject({
      status: 409,
      code: "CONFLICT",
      message: COMPANY_ACCESS_MESSAGES.alreadyPending,
    });
    expect((await client.company.listMembers(companyId)).requests).toContainEqual(
      expect.objectContaining({ employerId: requesterAuth.id, status: "pending" }),
    );
    await expect(client.company.requestAccess(companyId)).rejects.toMatchObject({
      status: 409,
      message: COMPANY_ACCESS_MESSAGES.alreadyActive,
    });
    await expect(client.company.removeMember(companyId, auth.id)).rejects.toMatchObject({
      status: 409,
      message: COMPANY_ACCESS_MESSAGES.lastMember,
    });
  });
});
