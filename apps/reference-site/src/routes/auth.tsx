import { msg } from "@lingui/core/macro";
import type { LoaderFunctionArgs } from "react-router";
import type { AppContext } from "../shared/app-context.js";
import { redirectIfSignedIn, safeNextPath } from "../shared/session.js";

export { AuthPage as Component } from "../features/auth/auth-page.js";

export const handle = { title: msg`Sign in` };

/** A visitor who is already signed in goes straight to where they were going. */
export const loader =
  (context: AppContext) =>
  ({ request }: LoaderFunctionArgs) =>
    redirectIfSignedIn(context, safeNextPath(new URL(request.url).searchParams.get("next")));
