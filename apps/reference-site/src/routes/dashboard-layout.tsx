import { msg } from "@lingui/core/macro";
import { routeQueryOptions } from "@ringline/api-client/react";
import type { LoaderFunctionArgs } from "react-router";
import type { AppContext } from "../shared/app-context.js";
import { requireCustomer } from "../shared/session.js";

export { DashboardLayout as Component } from "../layouts/dashboard-layout.js";

export const handle = { title: msg`Dashboard` };

/** Signed-in customers only (else /login, and back here afterwards); the profile is prefetched. */
export const loader =
  (context: AppContext) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requireCustomer(context, request);
    void context.queryClient.prefetchQuery(routeQueryOptions(context.api, "getProfile"));
    return { userId: user.id };
  };
