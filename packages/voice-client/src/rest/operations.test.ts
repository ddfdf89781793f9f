import { describe, expect, test } from "vitest";
import { createVoicePlatformClient } from "./client.js";
import { voicePlatformOperations } from "./operations.js";

// The list of operations, written out independently of the operation table:
// method name, HTTP method, path, authorisation, body encoding, and whether it takes a query.
const EXPECTED = `
assistant.create              POST    /assistant                                    bearer  json
assistant.list                GET     /assistant                                    bearer  none       query
assistant.get                 GET     /assistant/{id}                               bearer  none
assistant.update              PATCH   /assistant/{id}                               bearer  json
assistant.replace             PUT     /assistant/{id}                               bearer  json
assistant.delete              DELETE  /assistant/{id}                               bearer  none
assistant.listVersions        GET     /assistant/{id}/version                       bearer  none       query
v2.listAssistants             GET     /v2/assistant                                 bearer  none       query
v2.exportCalls                GET     /v2/call/export                               bearer  none       query
v2.listCalls                  GET     /v2/call                                      bearer  none       query
v2.listCallMetadata           GET     /v2/call/metadata                             bearer  none       query
v2.listPhoneNumbers           GET     /v2/phone-number                              bearer  none       query
squad.create                  POST    /squad                                        bearer  json
squad.list                    GET     /squad                                        bearer  none       query
squad.get                     GET     /squad/{id}                                   bearer  none
squad.update                  PATCH   /squad/{id}                                   bearer  json
squad.delete                  DELETE  /squad/{id}                                   bearer  none
workflow.create               POST    /workflow                                     bearer  json
workflow.list                 GET     /workflow                                     bearer  none
workflow.get                  GET     /workflow/{id}                                bearer  none
workflow.update               PATCH   /workflow/{id}                                bearer  json
workflow.delete               DELETE  /workflow/{id}                                bearer  none
call.create                   POST    /call                                         bearer  json
call.list                     GET     /call                                         bearer  none       query
call.get                      GET     /call/{id}                                    bearer  none
call.update                   PATCH   /call/{id}                                    bearer  json
call.delete                   DELETE  /call/{id}                                    bearer  json
call.createPhone              POST    /call/phone                                   bearer  json
call.createWeb                POST    /call/web                                     bearer  json
chat.list                     GET     /chat                                         bearer  none       query
chat.create                   POST    /chat                                         bearer  json
chat.get                      GET     /chat/{id}                                    bearer  none
chat.delete                   DELETE  /chat/{id}                                    bearer  none
chat.createResponse           POST    /chat/responses                               bearer  json
chat.createWeb                POST    /chat/web                                     bearer  json
chat.createWebResponse        POST    /chat/web/responses                           bearer  json
campaign.create               POST    /campaign                                     bearer  json
campaign.list                 GET     /campaign                                     bearer  none       query
campaign.get                  GET     /campaign/{id}                                bearer  none
campaign.update               PATCH   /campaign/{id}                                bearer  json
campaign.delete               DELETE  /campaign/{id}                                bearer  none
session.create                POST    /session                                      bearer  json
session.list                  GET     /session                                      bearer  none       query
session.get                   GET     /session/{id}                                 bearer  none
session.update                PATCH   /session/{id}                                 bearer  json
session.delete                DELETE  /session/{id}                                 bearer  none
phoneNumber.create            POST    /phone-number                                 bearer  json
phoneNumber.list              GET     /phone-number                                 bearer  none       query
phoneNumber.get               GET     /phone-number/{id}                            bearer  none
phoneNumber.update            PATCH   /phone-number/{id}                            bearer  json
phoneNumber.delete            DELETE  /phone-number/{id}                            bearer  none
phoneNumber.importTwilio      POST    /phone-number/import/twilio                   bearer  json
phoneNumber.importVonage      POST    /phone-number/import/vonage                   bearer  json
tool.create                   POST    /tool                                         bearer  json
tool.list                     GET     /tool                                         bearer  none       query
tool.get                      GET     /tool/{id}                                    bearer  none
tool.update                   PATCH   /tool/{id}                                    bearer  json
tool.delete                   DELETE  /tool/{id}                                    bearer  none
knowledgeBase.create          POST    /knowledge-base                               bearer  json
knowledgeBase.list            GET     /knowledge-base                               bearer  none       query
knowledgeBase.get             GET     /knowledge-base/{id}                          bearer  none
knowledgeBase.update          PATCH   /knowledge-base/{id}                          bearer  json
knowledgeBase.delete          DELETE  /knowledge-base/{id}                          bearer  none
file.create                   POST    /file                                         bearer  multipart
file.upload                   POST    /file/upload                                  bearer  multipart
file.list                     GET     /file                                         bearer  none       query
file.get                      GET     /file/{id}                                    bearer  none
file.update                   PATCH   /file/{id}                                    bearer  json
file.delete                   DELETE  /file/{id}                                    bearer  none
structuredOutput.create       POST    /structured-output                            bearer  json
structuredOutput.list         GET     /structured-output                            bearer  none       query
structuredOutput.get          GET     /structured-output/{id}                       bearer  none
structuredOutput.update       PATCH   /structured-output/{id}                       bearer  json       query
structuredOutput.delete       DELETE  /structured-output/{id}                       bearer  none
testSuite.create              POST    /test-suite                                   bearer  json
testSuite.list                GET     /test-suite                                   bearer  none       query
testSuite.get                 GET     /test-suite/{id}                              bearer  none
testSuite.update              PATCH   /test-suite/{id}                              bearer  json
testSuite.delete              DELETE  /test-suite/{id}                              bearer  none
testSuite.createTest          POST    /test-suite/{testSuiteId}/test                bearer  json
testSuite.listTests           GET     /test-suite/{testSuiteId}/test                bearer  none       query
testSuite.getTest             GET     /test-suite/{testSuiteId}/test/{id}           bearer  none
testSuite.updateTest          PATCH   /test-suite/{testSuiteId}/test/{id}           bearer  json
testSuite.deleteTest          DELETE  /test-suite/{testSuiteId}/test/{id}           bearer  none
testSuite.createRun           POST    /test-suite/{testSuiteId}/run                 bearer  json
testSuite.listRuns            GET     /test-suite/{testSuiteId}/run                 bearer  none       query
testSuite.getRun              GET     /test-suite/{testSuiteId}/run/{id}            bearer  none
testSuite.updateRun           PATCH   /test-suite/{testSuiteId}/run/{id}            bearer  json
testSuite.deleteRun           DELETE  /test-suite/{testSuiteId}/run/{id}            bearer  none
eval.create                   POST    /eval                                         bearer  json
eval.list                     GET     /eval                                         bearer  none       query
eval.get                      GET     /eval/{id}                                    bearer  none
eval.update                   PATCH   /eval/{id}                                    bearer  json
eval.delete                   DELETE  /eval/{id}                                    bearer  none
eval.run                      POST    /eval/run                                     bearer  json
eval.listRuns                 GET     /eval/run                                     bearer  none       query
eval.getRun                   GET     /eval/run/{id}                                bearer  none
eval.deleteRun                DELETE  /eval/run/{id}                                bearer  none
org.create                    POST    /org                                          bearer  json
org.list                      GET     /org                                          bearer  none
org.get                       GET     /org/{id}                                     bearer  none
org.update                    PATCH   /org/{id}                                     bearer  json
org.delete                    DELETE  /org/{id}                                     bearer  none
org.getFeatureFlags           GET     /org/feature-flag                             bearer  none
org.listUsers                 GET     /org/{id}/user                                bearer  none
org.leave                     DELETE  /org/{id}/leave                               bearer  none
org.removeMember              DELETE  /org/{id}/member/{memberId}/leave             bearer  none
org.invite                    POST    /org/{id}/invite                              bearer  json
org.updateRole                PATCH   /org/{id}/role                                bearer  json
org.getAuth                   GET     /org/{id}/auth                                bearer  none
token.create                  POST    /token                                        bearer  json
token.list                    GET     /token                                        bearer  none       query
token.get                     GET     /token/{id}                                   bearer  none
token.update                  PATCH   /token/{id}                                   bearer  json
token.delete                  DELETE  /token/{id}                                   bearer  none
template.create               POST    /template                                     bearer  json
template.list                 GET     /template                                     bearer  none       query
template.listPinned           GET     /template/pinned                              bearer  none
template.get                  GET     /template/{id}                                bearer  none
template.update               PATCH   /template/{id}                                bearer  json
template.delete               DELETE  /template/{id}                                bearer  none
credential.create             POST    /credential                                   bearer  json
credential.list               GET     /credential                                   bearer  none       query
credential.get                GET     /credential/{id}                              bearer  none
credential.update             PATCH   /credential/{id}                              bearer  json
credential.delete             DELETE  /credential/{id}                              bearer  none
credential.createSession      POST    /credential/session                           bearer  json
credential.webhook            POST    /credential/webhook                           none    json
credential.trigger            POST    /credential/trigger                           bearer  json
voiceLibrary.listByProvider   GET     /voice-library/{provider}                     bearer  none       query
voiceLibrary.listAccents      GET     /voice-library/{provider}/accents             bearer  none
voiceLibrary.syncProvider     POST    /voice-library/sync/{provider}                bearer  none
voiceLibrary.sync             POST    /voice-library/sync                           bearer  json
voiceLibrary.createSesameVoice POST   /voice-library/create-sesame-voice            bearer  multipart
provider.createResource       POST    /provider/{provider}/{resourceName}           bearer  json
provider.listResources        GET     /provider/{provider}/{resourceName}           bearer  none       query
provider.getResource          GET     /provider/{provider}/{resourceName}/{id}      bearer  none
provider.updateResource       PATCH   /provider/{provider}/{resourceName}/{id}      bearer  json
provider.deleteResource       DELETE  /provider/{provider}/{resourceName}/{id}      bearer  none
provider.listWorkflows        GET     /{provider}/workflows                         bearer  none       query
provider.getWorkflowHooks     GET     /{provider}/workflows/{workflowId}/hooks      bearer  none
provider.listLocations        GET     /{provider}/locations                         bearer  none
provider.searchVoices         GET     /{provider}/voices/search                     bearer  none       query
provider.searchVoice          GET     /{provider}/voice/search                      bearer  none       query
provider.addVoices            POST    /{provider}/voices/add                        bearer  json
provider.addVoice             POST    /{provider}/voice/add                         bearer  json
provider.cloneVoice           POST    /11labs/voice/clone                           bearer  multipart
analytics.query               POST    /analytics                                    bearer  json
`
  .trim()
  .split("\n")
  .map((line) => {
    const [name = "", method = "", path = "", auth = "", encoding = "", query] = line
      .trim()
      .split(/\s+/);
    return { name, method, path, auth, encoding, query: query === "query" };
  });

interface Captured {
  url: URL;
  init: RequestInit;
}

function recordingClient() {
  const requests: Captured[] = [];
  const client = createVoicePlatformClient({
    token: "test-token",
    baseUrl: "https://voice.test/base/",
    maxRetries: 0,
    fetch: async (input, init = {}) => {
      requests.push({ url: new URL(String(input)), init });
      return new Response('{"ok":true}', {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    },
  });
  return { client, requests };
}

function methodOf(client: unknown, name: string) {
  const [group = "", method = ""] = name.split(".");
  return (client as Record<string, Record<string, (...arguments_: unknown[]) => Promise<unknown>>>)[
    group
  ]?.[method];
}

describe("the operation table", () => {
  test("covers the 148 operations of the issue, and nothing else", () => {
    const names = Object.entries(voicePlatformOperations).flatMap(([group, entries]) =>
      Object.keys(entries).map((name) => `${group}.${name}`),
    );
    expect(EXPECTED).toHaveLength(148);
    expect(new Set(EXPECTED.map((row) => `${row.method} ${row.path}`)).size).toBe(148);
    expect(names.sort()).toEqual(EXPECTED.map((row) => row.name).sort());
  });

  test.each(EXPECTED)(
    "$name sends $method $path ($auth, $encoding body)",
    async ({ name, method, path, auth, encoding, query }) => {
      const { client, requests } = recordingClient();
      const call = methodOf(client, name);
      expect(call, name).toBeTypeOf("function");

      const pathArguments = [...path.matchAll(/\{(\w+)\}/g)].map((match) => `v-${match[1]}`);
      const body =
        encoding === "json"
          ? { probe: name }
          : encoding === "multipart"
            ? { file: new Blob(["audio"], { type: "audio/wav" }), note: name }
            : undefined;
      const arguments_: unknown[] = [...pathArguments];
      if (encoding !== "none") arguments_.push(body);
      if (query) arguments_.push({ probe: "yes" });
      arguments_.push({ headers: { "x-probe": name } });

      await expect(call?.(...arguments_)).resolves.toEqual({ ok: true });
      expect(requests).toHaveLength(1);
      const [{ url, init } = {} as Captured] = requests;
      const headers = new Headers(init.headers);

      expect(init.method).toBe(method);
      expect(url.origin).toBe("https://voice.test");
      expect(url.pathname).toBe(`/base${path.replace(/\{(\w+)\}/g, "v-$1")}`);
      expect(url.search).toBe(query ? "?probe=yes" : "");
      expect(headers.get("x-probe")).toBe(name);
      expect(headers.get("authorization")).toBe(auth === "bearer" ? "Bearer test-token" : null);

      if (encoding === "json") {
        expect(headers.get("content-type")).toBe("application/json");
        expect(JSON.parse(String(init.body))).toEqual({ probe: name });
      } else if (encoding === "multipart") {
        // fetch adds the boundary; a preset content type would break it.
        expect(headers.get("content-type")).toBeNull();
        expect(init.body).toBeInstanceOf(FormData);
        const form = init.body as FormData;
        expect(form.get("file")).toBeInstanceOf(Blob);
        expect(form.get("note")).toBe(name);
      } else {
        expect(init.body).toBeUndefined();
        expect(headers.get("content-type")).toBeNull();
      }
    },
  );
});
