import { Plural, Trans } from "@lingui/react/macro";
import { resolveError } from "@ringline/api-client";
import { useApiClient } from "@ringline/api-client/react";
import { Button, LinkButton } from "@ringline/react-widgets";
import { useEffect, useRef, useState } from "react";
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import { activeLocale } from "../shared/i18n/i18n.js";

const MAX_ATTEMPTS = 3;

/**
 * What a page shows when its loader or its rendering fails: the error in the catalogue's words,
 * 'Try Again' (up to three times, loading the page's data again) and 'Go Home'. The failure is
 * reported once, as a page error.
 */
export function RouteError() {
  const error = useRouteError();
  const api = useApiClient();
  const revalidator = useRevalidator();
  const [attempts, setAttempts] = useState(0);
  const reported = useRef(false);
  const resolved = resolveError(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (reported.current || notFound) return;
    reported.current = true;
    const thrown = error instanceof Error ? error : undefined;
    api
      .reportClientError({
        message: thrown?.message ?? resolved.message,
        ...(thrown?.stack ? { stack: thrown.stack.slice(0, 20_000) } : {}),
        component: "route",
        severity: "high",
        boundary: "page",
        url: window.location.href.slice(0, 2048),
        userAgent: navigator.userAgent.slice(0, 512),
        errorCode: resolved.code,
      })
      .catch(() => undefined);
  }, [api, error, notFound, resolved.code, resolved.message]);

  const left = MAX_ATTEMPTS - attempts;
  const reference = resolved.supportReference;
  return (
    <main id="main" className="page-error" aria-labelledby="page-error-title">
      <p className="eyebrow">{notFound ? "404" : <Trans>Error</Trans>}</p>
      <h1 id="page-error-title">{notFound ? <Trans>Page not found</Trans> : resolved.title}</h1>
      <p>{notFound ? <Trans>There is no page at this address.</Trans> : resolved.message}</p>
      {reference && (
        <p className="muted">
          <Trans>
            Reference: <code>{reference}</code>
          </Trans>
        </p>
      )}
      <div className="page-error-actions">
        {!notFound && left > 0 && (
          <Button
            locale={activeLocale()}
            loading={revalidator.state === "loading"}
            onClick={() => {
              setAttempts((count) => count + 1);
              revalidator.revalidate();
            }}
          >
            <Plural
              value={left}
              one="Try Again (# attempt left)"
              other="Try Again (# attempts left)"
            />
          </Button>
        )}
        <LinkButton href="/" linkComponent={Link} variant="secondary">
          <Trans>Go Home</Trans>
        </LinkButton>
      </div>
    </main>
  );
}
