import { ROUTE_FACTS } from "../../core/route-facts.js";
import { ZMessageResponse } from "../auth.js";
import {
  ZCreateEmbedKeyRequest,
  ZEmbedKey,
  ZEmbedKeyIdParameter,
  ZEmbedKeyListResponse,
  ZEmbedStatusQuery,
  ZEmbedStatusResponse,
  ZUpdateEmbedKeyRequest,
} from "../embed.js";
import { defineRoute } from "../route.js";

/**
 * Widgets on partner sites: the owner's embed keys, each with the origins allowed to use it,
 * and the status a refused widget asks for.
 */
export const EMBED_ROUTES = {
  listEmbedKeys: defineRoute({
    method: "GET",
    path: "/api/embed-keys",
    summary: "The owner's embed keys for widgets on other sites, newest first",
    tag: "embed",
    access: "customer",
    response: ZEmbedKeyListResponse,
  }),
  createEmbedKey: defineRoute({
    method: "POST",
    path: "/api/embed-keys",
    summary: "Creates an embed key with the origins allowed to use it",
    tag: "embed",
    access: "customer",
    request: ZCreateEmbedKeyRequest,
    response: ZEmbedKey,
    status: 201,
  }),
  updateEmbedKey: defineRoute({
    method: "PUT",
    path: "/api/embed-keys/:id",
    summary: "Renames an embed key and replaces its allowed origins",
    tag: "embed",
    access: "customer",
    request: ZUpdateEmbedKeyRequest,
    response: ZEmbedKey,
  }),
  deleteEmbedKey: defineRoute({
    method: "DELETE",
    path: "/api/embed-keys/:id",
    summary: "Deletes an embed key: widgets using it stop working at once",
    tag: "embed",
    access: "customer",
    request: ZEmbedKeyIdParameter,
    response: ZMessageResponse,
  }),
  getEmbedStatus: defineRoute({
    ...ROUTE_FACTS.getEmbedStatus,
    summary: "Whether the asking page's origin may use an embed key (open to every origin)",
    tag: "embed",
    request: ZEmbedStatusQuery,
    response: ZEmbedStatusResponse,
  }),
} as const;
