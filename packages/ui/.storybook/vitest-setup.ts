import { configure } from "storybook/test";

// A story's play function waits with Testing Library (waitFor, findBy…), whose limit is 1 s by
// default: a budget a loaded machine can miss, not a hang guard. Passing stories wait only as
// long as they need.
configure({ asyncUtilTimeout: 60_000 });
