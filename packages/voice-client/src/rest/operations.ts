/**
 * Every voice-platform operation the REST client covers, one namespace per group.
 *
 * Each entry reads `"METHOD /path flags"`. The flags say how the call is sent:
 * `b` a JSON body, `m` a multipart body, `q` query parameters, `-` no bearer token.
 * Path parameters are the method's leading arguments, in the order they appear in
 * the path; then comes the body (`b`, `m`), then the query (`q`), then per-call options.
 *
 * This table is the single source of truth: the runtime builds the namespaces from it,
 * the types are derived from it, and `scripts/generate-types.mjs` reads it to pick the
 * operations (and, transitively, the schemas) it generates types for. It must stay free
 * of imports so that the script can evaluate it on its own.
 *
 * @example
 * ```ts
 * import { voicePlatformOperations } from "@ringline/voice-client";
 *
 * voicePlatformOperations.assistant.update; // "PATCH /assistant/{id} b"
 * ```
 */
export const voicePlatformOperations = {
  assistant: {
    /** Creates an assistant. */
    create: "POST /assistant b",
    /** Lists assistants. */
    list: "GET /assistant q",
    /** Fetches one assistant. */
    get: "GET /assistant/{id}",
    /** Updates the fields given. */
    update: "PATCH /assistant/{id} b",
    /** Replaces the whole assistant. */
    replace: "PUT /assistant/{id} b",
    /** Deletes an assistant. */
    delete: "DELETE /assistant/{id}",
    /** Lists the saved versions of an assistant. */
    listVersions: "GET /assistant/{id}/version q",
  },
  v2: {
    /** Lists assistants, paginated. */
    listAssistants: "GET /v2/assistant q",
    /** Exports calls matching the filters. */
    exportCalls: "GET /v2/call/export q",
    /** Lists calls, paginated. */
    listCalls: "GET /v2/call q",
    /** Lists call metadata, paginated. */
    listCallMetadata: "GET /v2/call/metadata q",
    /** Lists phone numbers, paginated. */
    listPhoneNumbers: "GET /v2/phone-number q",
  },
  squad: {
    /** Creates a squad. */
    create: "POST /squad b",
    /** Lists squads. */
    list: "GET /squad q",
    /** Fetches one squad. */
    get: "GET /squad/{id}",
    /** Updates a squad. */
    update: "PATCH /squad/{id} b",
    /** Deletes a squad. */
    delete: "DELETE /squad/{id}",
  },
  workflow: {
    /** Creates a workflow. */
    create: "POST /workflow b",
    /** Lists workflows. */
    list: "GET /workflow",
    /** Fetches one workflow. */
    get: "GET /workflow/{id}",
    /** Updates a workflow. */
    update: "PATCH /workflow/{id} b",
    /** Deletes a workflow. */
    delete: "DELETE /workflow/{id}",
  },
  call: {
    /** Starts a call. */
    create: "POST /call b",
    /** Lists calls. */
    list: "GET /call q",
    /** Fetches one call. */
    get: "GET /call/{id}",
    /** Updates a call. */
    update: "PATCH /call/{id} b",
    /** Deletes a call's data; the body can name several calls to delete in bulk. */
    delete: "DELETE /call/{id} b",
    /** Starts an outbound phone call. */
    createPhone: "POST /call/phone b",
    /** Starts a web call. */
    createWeb: "POST /call/web b",
  },
  chat: {
    /** Lists chats. */
    list: "GET /chat q",
    /** Sends a chat message. */
    create: "POST /chat b",
    /** Fetches one chat. */
    get: "GET /chat/{id}",
    /** Deletes a chat. */
    delete: "DELETE /chat/{id}",
    /** Sends a chat message in the OpenAI Responses format. */
    createResponse: "POST /chat/responses b",
    /** Sends a chat message from a public web widget. */
    createWeb: "POST /chat/web b",
    /** Sends a web-widget chat message in the OpenAI Responses format. */
    createWebResponse: "POST /chat/web/responses b",
  },
  campaign: {
    /** Creates a campaign. */
    create: "POST /campaign b",
    /** Lists campaigns. */
    list: "GET /campaign q",
    /** Fetches one campaign. */
    get: "GET /campaign/{id}",
    /** Updates a campaign. */
    update: "PATCH /campaign/{id} b",
    /** Deletes a campaign. */
    delete: "DELETE /campaign/{id}",
  },
  session: {
    /** Creates a session. */
    create: "POST /session b",
    /** Lists sessions. */
    list: "GET /session q",
    /** Fetches one session. */
    get: "GET /session/{id}",
    /** Updates a session. */
    update: "PATCH /session/{id} b",
    /** Deletes a session. */
    delete: "DELETE /session/{id}",
  },
  phoneNumber: {
    /** Creates a phone number. */
    create: "POST /phone-number b",
    /** Lists phone numbers. */
    list: "GET /phone-number q",
    /** Fetches one phone number. */
    get: "GET /phone-number/{id}",
    /** Updates a phone number. */
    update: "PATCH /phone-number/{id} b",
    /** Deletes a phone number. */
    delete: "DELETE /phone-number/{id}",
    /** Imports a Twilio number. */
    importTwilio: "POST /phone-number/import/twilio b",
    /** Imports a Vonage number. */
    importVonage: "POST /phone-number/import/vonage b",
  },
  tool: {
    /** Creates a tool. */
    create: "POST /tool b",
    /** Lists tools. */
    list: "GET /tool q",
    /** Fetches one tool. */
    get: "GET /tool/{id}",
    /** Updates a tool. */
    update: "PATCH /tool/{id} b",
    /** Deletes a tool. */
    delete: "DELETE /tool/{id}",
  },
  knowledgeBase: {
    /** Creates a knowledge base. */
    create: "POST /knowledge-base b",
    /** Lists knowledge bases. */
    list: "GET /knowledge-base q",
    /** Fetches one knowledge base. */
    get: "GET /knowledge-base/{id}",
    /** Updates a knowledge base. */
    update: "PATCH /knowledge-base/{id} b",
    /** Deletes a knowledge base. */
    delete: "DELETE /knowledge-base/{id}",
  },
  file: {
    /** Uploads a file (multipart). */
    create: "POST /file m",
    /**
     * Uploads a file (multipart) through the older route.
     * @deprecated Use `file.create`.
     */
    upload: "POST /file/upload m",
    /** Lists files. */
    list: "GET /file q",
    /** Fetches one file's metadata. */
    get: "GET /file/{id}",
    /** Updates a file's metadata. */
    update: "PATCH /file/{id} b",
    /** Deletes a file. */
    delete: "DELETE /file/{id}",
  },
  structuredOutput: {
    /** Creates a structured output. */
    create: "POST /structured-output b",
    /** Lists structured outputs. */
    list: "GET /structured-output q",
    /** Fetches one structured output. */
    get: "GET /structured-output/{id}",
    /** Updates a structured output; the query carries `schemaOverride`. */
    update: "PATCH /structured-output/{id} b q",
    /** Deletes a structured output. */
    delete: "DELETE /structured-output/{id}",
  },
  testSuite: {
    /** Creates a test suite. */
    create: "POST /test-suite b",
    /** Lists test suites. */
    list: "GET /test-suite q",
    /** Fetches one test suite. */
    get: "GET /test-suite/{id}",
    /** Updates a test suite. */
    update: "PATCH /test-suite/{id} b",
    /** Deletes a test suite. */
    delete: "DELETE /test-suite/{id}",
    /** Adds a test to a suite. */
    createTest: "POST /test-suite/{testSuiteId}/test b",
    /** Lists a suite's tests. */
    listTests: "GET /test-suite/{testSuiteId}/test q",
    /** Fetches one test of a suite. */
    getTest: "GET /test-suite/{testSuiteId}/test/{id}",
    /** Updates a test of a suite. */
    updateTest: "PATCH /test-suite/{testSuiteId}/test/{id} b",
    /** Deletes a test of a suite. */
    deleteTest: "DELETE /test-suite/{testSuiteId}/test/{id}",
    /** Starts a run of a suite. */
    createRun: "POST /test-suite/{testSuiteId}/run b",
    /** Lists a suite's runs. */
    listRuns: "GET /test-suite/{testSuiteId}/run q",
    /** Fetches one run of a suite. */
    getRun: "GET /test-suite/{testSuiteId}/run/{id}",
    /** Updates a run of a suite. */
    updateRun: "PATCH /test-suite/{testSuiteId}/run/{id} b",
    /** Deletes a run of a suite. */
    deleteRun: "DELETE /test-suite/{testSuiteId}/run/{id}",
  },
  eval: {
    /** Creates an eval. */
    create: "POST /eval b",
    /** Lists evals. */
    list: "GET /eval q",
    /** Fetches one eval. */
    get: "GET /eval/{id}",
    /** Updates an eval. */
    update: "PATCH /eval/{id} b",
    /** Deletes an eval. */
    delete: "DELETE /eval/{id}",
    /** Runs an eval. */
    run: "POST /eval/run b",
    /** Lists eval runs. */
    listRuns: "GET /eval/run q",
    /** Fetches one eval run. */
    getRun: "GET /eval/run/{id}",
    /** Deletes an eval run. */
    deleteRun: "DELETE /eval/run/{id}",
  },
  org: {
    /** Creates an organisation. */
    create: "POST /org b",
    /** Lists the organisations the caller belongs to. */
    list: "GET /org",
    /** Fetches one organisation. */
    get: "GET /org/{id}",
    /** Updates an organisation. */
    update: "PATCH /org/{id} b",
    /** Deletes an organisation. */
    delete: "DELETE /org/{id}",
    /** Reads the feature flags of the caller's organisation. */
    getFeatureFlags: "GET /org/feature-flag",
    /** Lists an organisation's users. */
    listUsers: "GET /org/{id}/user",
    /** Leaves an organisation. */
    leave: "DELETE /org/{id}/leave",
    /** Removes a member from an organisation. */
    removeMember: "DELETE /org/{id}/member/{memberId}/leave",
    /** Invites users to an organisation. */
    invite: "POST /org/{id}/invite b",
    /** Changes a user's role in an organisation. */
    updateRole: "PATCH /org/{id}/role b",
    /** Reads an organisation's authentication settings. */
    getAuth: "GET /org/{id}/auth",
  },
  token: {
    /** Creates an API token. */
    create: "POST /token b",
    /** Lists API tokens. */
    list: "GET /token q",
    /** Fetches one API token. */
    get: "GET /token/{id}",
    /** Updates an API token. */
    update: "PATCH /token/{id} b",
    /** Deletes an API token. */
    delete: "DELETE /token/{id}",
  },
  template: {
    /** Creates a template. */
    create: "POST /template b",
    /** Lists templates. */
    list: "GET /template q",
    /** Lists pinned templates. */
    listPinned: "GET /template/pinned",
    /** Fetches one template. */
    get: "GET /template/{id}",
    /** Updates a template. */
    update: "PATCH /template/{id} b",
    /** Deletes a template. */
    delete: "DELETE /template/{id}",
  },
  credential: {
    /** Creates a provider credential. */
    create: "POST /credential b",
    /** Lists credentials. */
    list: "GET /credential q",
    /** Fetches one credential. */
    get: "GET /credential/{id}",
    /** Updates a credential. */
    update: "PATCH /credential/{id} b",
    /** Deletes a credential. */
    delete: "DELETE /credential/{id}",
    /** Opens a session for connecting an OAuth credential. */
    createSession: "POST /credential/session b",
    /** Receives a credential-connection webhook; sent without the bearer token. */
    webhook: "POST /credential/webhook b -",
    /** Triggers an action through a connected credential. */
    trigger: "POST /credential/trigger b",
  },
  voiceLibrary: {
    /** Lists a provider's voices in the voice library. */
    listByProvider: "GET /voice-library/{provider} q",
    /** Lists the accents a provider offers. */
    listAccents: "GET /voice-library/{provider}/accents",
    /** Syncs a provider's private voices into the library. */
    syncProvider: "POST /voice-library/sync/{provider}",
    /** Syncs the default voices into the library. */
    sync: "POST /voice-library/sync b",
    /** Creates a Sesame voice from a recording (multipart). */
    createSesameVoice: "POST /voice-library/create-sesame-voice m",
  },
  provider: {
    /** Creates a provider resource (e.g. a pronunciation dictionary). */
    createResource: "POST /provider/{provider}/{resourceName} b",
    /** Lists provider resources. */
    listResources: "GET /provider/{provider}/{resourceName} q",
    /** Fetches one provider resource. */
    getResource: "GET /provider/{provider}/{resourceName}/{id}",
    /** Updates a provider resource. */
    updateResource: "PATCH /provider/{provider}/{resourceName}/{id} b",
    /** Deletes a provider resource. */
    deleteResource: "DELETE /provider/{provider}/{resourceName}/{id}",
    /** Lists an automation provider's workflows. */
    listWorkflows: "GET /{provider}/workflows q",
    /** Lists the trigger hooks of an automation provider's workflow. */
    getWorkflowHooks: "GET /{provider}/workflows/{workflowId}/hooks",
    /** Lists an automation provider's locations. */
    listLocations: "GET /{provider}/locations",
    /** Searches a voice provider's library for voices. */
    searchVoices: "GET /{provider}/voices/search q",
    /** Searches a voice provider's library for a voice. */
    searchVoice: "GET /{provider}/voice/search q",
    /** Adds voices from a provider's library. */
    addVoices: "POST /{provider}/voices/add b",
    /** Adds a voice from a provider's library. */
    addVoice: "POST /{provider}/voice/add b",
    /** Clones a voice into the ElevenLabs account (multipart). */
    cloneVoice: "POST /11labs/voice/clone m",
  },
  analytics: {
    /** Runs analytics queries given in the body. */
    query: "POST /analytics b",
  },
} as const;

/**
 * The operation table's type: group name → method name → `"METHOD /path flags"`.
 *
 * @example
 * ```ts
 * import type { VoicePlatformOperationTable } from "@ringline/voice-client";
 *
 * type Groups = keyof VoicePlatformOperationTable; // "assistant" | "v2" | …
 * ```
 */
export type VoicePlatformOperationTable = typeof voicePlatformOperations;
