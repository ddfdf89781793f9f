// `@ringline/api-client/openapi`: the product API's OpenAPI description, from the route table.
export { createOpenApiDocument, type OpenApiOptions } from "./openapi.js";
