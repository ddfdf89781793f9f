// Test suites, with their tests and runs nested under `/test-suite/{testSuiteId}`.

import type { EmulatorCore } from "../core.js";
import { type CollectionSpec, collection, registerCrud, requireStored } from "./collection.js";
import type { RestHandler, RestHandlers } from "./types.js";

export function testSuiteHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
  registerCrud(
    handlers,
    core,
    "/test-suite",
    { name: "test-suite", label: "Test suite" },
    {
      page: true,
    },
  );
  // A nested operation first answers 404 when its suite does not exist.
  const nested = (base: string, spec: CollectionSpec) => {
    const group = collection(core, spec);
    const guard =
      (handler: RestHandler): RestHandler =>
      (context) => {
        requireStored(core, "test-suite", context.params.testSuiteId ?? "", "Test suite");
        return handler(context);
      };
    handlers[`POST ${base}`] = guard(group.create);
    handlers[`GET ${base}`] = guard(group.page);
    handlers[`GET ${base}/{id}`] = guard(group.get);
    handlers[`PATCH ${base}/{id}`] = guard(group.update);
    handlers[`DELETE ${base}/{id}`] = guard(group.remove);
  };
  nested("/test-suite/{testSuiteId}/test", {
    name: "test-suite-test",
    label: "Test",
    parent: "testSuiteId",
  });
  nested("/test-suite/{testSuiteId}/run", {
    name: "test-suite-run",
    label: "Test suite run",
    parent: "testSuiteId",
    defaults: () => ({ status: "completed", testResults: [] }),
  });
  return handlers;
}
