/**
 * What the Node-side Vitest suites (gateway, api-client) share: workspace packages are read
 * from source, so no build is needed first. Node-side tests resolve through the SSR resolver,
 * which takes its own conditions, and a global setup runs in Vitest's own environment, which
 * takes neither (without it the setup read the built `dist/` of @rabota/domain, and failed when
 * turbo rebuilt that beside it).
 */
export const readWorkspaceSources = {
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  environments: { __vitest__: { resolve: { conditions: ["source"] } } },
};

/**
 * expect.poll and expect.element wait on a condition; their limit is a hang guard, not Vitest's
 * 1 s default (the chat's rate-limit test missed 1 s under CI's load with 7 of 13 acks still on
 * the way).
 */
export const pollHangGuard = { poll: { timeout: 60_000 } };
