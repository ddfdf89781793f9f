// The layering rules of ARCHITECTURE.md ("What may never import what"), checked by
// `npx pnpm@10 check:layers` in the test command. Paths are matched anywhere in a file's path
// ("(^|/)apps/api/…") so that scripts/layering/fixtures can prove each rule fails.
/** @type {import('dependency-cruiser').IConfiguration} */
const API_FEATURES = "(^|/)apps/api/src/(?!core/|http/|db/|jobs/|security/|generated/|test/)[^/]+/";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import cycles anywhere.",
      from: {},
      to: { circular: true },
    },
    {
      name: "packages-never-import-apps",
      severity: "error",
      from: { path: "(^|/)packages/" },
      to: { path: "(^|/)apps/" },
    },
    {
      name: "apps-never-import-each-other",
      severity: "error",
      from: { path: "(^|/)apps/([^/]+)/" },
      to: { path: "(^|/)apps/([^/]+)/", pathNot: "(^|/)apps/$2/" },
    },
    {
      name: "api-core-and-http-never-import-a-feature",
      severity: "error",
      comment: "apps/api: core/ and http/ sit under every feature; features register themselves.",
      from: { path: "(^|/)apps/api/src/(core|http)/", pathNot: "\\.test\\.ts$" },
      to: { path: API_FEATURES },
    },
    {
      name: "api-core-imports-no-framework",
      severity: "error",
      comment: "apps/api/src/core is framework-free: no Express, no React.",
      from: { path: "(^|/)apps/api/src/core/" },
      to: { path: "(^|/)node_modules/(express|react|react-dom)/" },
    },
    {
      name: "api-client-core-imports-no-react-or-node",
      severity: "error",
      comment: "@ringline/api-client runs in browsers, Node and workers; React only under ./react.",
      from: {
        path: "(^|/)packages/api-client/src/",
        pathNot: ["(^|/)packages/api-client/src/react/", "\\.test\\.tsx?$", "/src/test/"],
      },
      to: {
        path: [
          "(^|/)node_modules/(react|react-dom|@tanstack/react-query)/",
          "^node:",
          "^(fs|path|http|https|crypto|os|stream)$",
        ],
      },
    },
    {
      name: "voice-client-core-imports-no-react",
      severity: "error",
      from: {
        path: "(^|/)packages/voice-client/src/",
        pathNot: ["(^|/)packages/voice-client/src/react/", "\\.test\\.tsx?$"],
      },
      to: { path: "(^|/)node_modules/(react|react-dom)/" },
    },
    {
      name: "emulator-never-borrows-the-client",
      severity: "error",
      comment: "The emulator is the other side of the protocol: only its tests use voice-client.",
      from: {
        path: "(^|/)packages/voice-emulator/src/",
        pathNot: ["\\.test\\.ts$", "/test-[^/]+\\.ts$"],
      },
      to: { path: ["(^|/)packages/voice-client/", "(^|/)node_modules/@ringline/voice-client/"] },
    },
    {
      name: "site-never-imports-the-api",
      severity: "error",
      from: { path: "(^|/)apps/reference-site/" },
      to: { path: ["(^|/)apps/api/", "(^|/)node_modules/@ringline/api/"] },
    },
    {
      name: "product-code-never-reaches-into-another-package-source",
      severity: "error",
      comment: "Only a package's published entry points; tests may reach into sources.",
      from: {
        path: "(^|/)(packages|apps)/([^/]+)/src/",
        pathNot: ["\\.test\\.tsx?$", "\\.stories\\.tsx$", "/src/test/"],
      },
      to: { path: "(^|/)packages/([^/]+)/src/", pathNot: "(^|/)packages/$3/src/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)dist/", "(^|/)generated/", "(^|/)storybook-static/", "\\.d\\.ts$"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
