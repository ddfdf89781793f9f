// Tools. In the current description, knowledge bases that name files live on query tools
// (`knowledgeBases[].fileIds`), so a tool must name files that exist too.

import type { EmulatorCore } from "../core.js";
import { registerFileReferencingCrud } from "./file.js";
import type { RestHandlers } from "./types.js";

export function toolHandlers(core: EmulatorCore): RestHandlers {
  return registerFileReferencingCrud(core, "/tool", { name: "tool", label: "Tool" });
}
