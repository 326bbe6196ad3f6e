import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order (larger files first), except that the files which start gateway processes
 * (they import testing/server-process) go first of all: they are the suite's longest — a crash
 * and its recovery, a graceful stop under load — and mostly wait, so started first they wait
 * beside the rest of the suite instead of after it (the import crash alone takes about a minute).
 */
export class ProcessesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const first: TestSpecification[] = [];
    const rest: TestSpecification[] = [];
    for (const file of await super.sort(files)) {
      (readFileSync(file.moduleId, "utf8").includes("testing/server-process") ? first : rest).push(file);
    }
    return [...first, ...rest];
  }
}
