/** The text of an entry's declaration file: everything its source file exports. */
export function entryDeclaration(typesPath: string, hasDefault: boolean): string;

/**
 * Writes the declarations of `entries` (entry name → source path, relative to the package)
 * into `<packageDir>/dist`: scripts/build-types.mjs.
 */
export function buildTypes(options: {
  packageDir: string;
  entries: Record<string, string>;
}): Promise<void>;
