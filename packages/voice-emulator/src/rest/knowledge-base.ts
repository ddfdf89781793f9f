// Knowledge bases (the older description's `/knowledge-base`) must name files that exist.

import type { EmulatorCore } from "../core.js";
import { registerFileReferencingCrud } from "./file.js";
import type { RestHandlers } from "./types.js";

export function knowledgeBaseHandlers(core: EmulatorCore): RestHandlers {
  return registerFileReferencingCrud(core, "/knowledge-base", {
    name: "knowledge-base",
    label: "Knowledge base",
  });
}
