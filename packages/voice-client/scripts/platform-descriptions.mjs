// The voice platform's API descriptions as both generators read them: this package's type
// generator and the emulator's vendoring script. Newest first: where an operation or a schema
// is in several files, the first one wins.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const DESCRIPTIONS = [
  "openapi.json",
  "openapi-2025-08-22.json",
  "openapi-extended-2024-12-10.json",
];
export const HTTP_METHODS = ["get", "put", "post", "patch", "delete"];

/** `--from`, then VOICE_PLATFORM_OPENAPI_DIR, then `../shared/voice-platform` beside the repo. */
export function descriptionsDir(from, repositoryDir) {
  return resolve(
    from ??
      process.env.VOICE_PLATFORM_OPENAPI_DIR ??
      resolve(repositoryDir, "../shared/voice-platform"),
  );
}

/** Each description with its file name and SHA-256, newest first. */
export function loadDescriptions(sourceDir) {
  return DESCRIPTIONS.map((file) => {
    const fullPath = join(sourceDir, file);
    if (!existsSync(fullPath)) {
      throw new Error(`missing ${fullPath}; pass --from <dir> or set VOICE_PLATFORM_OPENAPI_DIR`);
    }
    const bytes = readFileSync(fullPath);
    return {
      file,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      document: JSON.parse(bytes.toString("utf8")),
    };
  });
}

/** Adds to `found` every schema name `value` refers to, discriminator mappings included. */
export function collectSchemaReferences(value, found) {
  if (Array.isArray(value)) {
    for (const item of value) collectSchemaReferences(item, found);
  } else if (value !== null && typeof value === "object") {
    // Discriminator mappings name schemas too, some of them outside the oneOf list.
    const references = [value.$ref, ...Object.values(value.discriminator?.mapping ?? {})];
    for (const reference of references) {
      if (typeof reference !== "string") continue;
      const match = /^#\/components\/schemas\/(.+)$/.exec(reference);
      if (!match) throw new Error(`unsupported $ref ${reference}`);
      found.add(match[1]);
    }
    for (const item of Object.values(value)) collectSchemaReferences(item, found);
  }
  return found;
}
