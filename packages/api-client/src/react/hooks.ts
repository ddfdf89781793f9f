import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RouteInput } from "../client/route-types.js";
import type { TLoginRequest, TSignupRequestInput } from "../contract/auth.js";
import type { TClientErrorReportInput } from "../contract/client-error.js";
import type { TContactRequestInput } from "../contract/contact.js";
import type { TDemoBookingRequestInput } from "../contract/demo-booking.js";
import type { TOrderRequestInput } from "../contract/orders.js";
import type { TApiRoutes } from "../contract/routes.js";
import { useApiClient } from "./api-client-context.js";
import { type QueryRouteName, queryKeyOf, routeQueryOptions } from "./query-options.js";

/**
 * The query keys the product's hooks use, derived from the route table (see
 * {@link queryKeyOf}), so that callers can read, set or invalidate the same caches.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: queryKeys.profile });
 * ```
 */
// Pure calls: a bundle that never reads `queryKeys` leaves them, and the route table, out.
export const queryKeys = {
  me: /* @__PURE__ */ queryKeyOf("getMe"),
  profile: /* @__PURE__ */ queryKeyOf("getProfile"),
  orders: /* @__PURE__ */ queryKeyOf("listOrders"),
  sessions: /* @__PURE__ */ queryKeyOf("listSessions"),
} as const;

/**
 * Any GET route of the table as a query.
 *
 * @example
 * ```tsx
 * const { data: page } = useRouteQuery("getAuditLog", { page: 2 });
 * ```
 */
export function useRouteQuery<Name extends QueryRouteName>(
  name: Name,
  input?: RouteInput<TApiRoutes[Name]>,
) {
  const api = useApiClient();
  return useQuery(routeQueryOptions(api, name, input));
}

/**
 * The signed-in user (`GET /auth/me`), cached under `auth/me`, fresh for 2 minutes.
 *
 * @example
 * ```tsx
 * const { data: user, isPending } = useMe();
 * ```
 */
export function useMe() {
  return useRouteQuery("getMe");
}

/**
 * The customer profile (`GET /api/customers/profile`), fresh for 5 minutes.
 *
 * @example
 * ```tsx
 * const { data: profile } = useProfile();
 * ```
 */
export function useProfile() {
  return useRouteQuery("getProfile");
}

/**
 * One page of the signed-in user's orders.
 *
 * @example
 * ```tsx
 * const { data: page } = useOrders({ page: 1 });
 * ```
 */
export function useOrders(input?: RouteInput<TApiRoutes["listOrders"]>) {
  return useRouteQuery("listOrders", input);
}

/**
 * The user's live sessions.
 *
 * @example
 * ```tsx
 * const { data: page } = useSessions();
 * ```
 */
export function useSessions() {
  return useRouteQuery("listSessions");
}

/**
 * Signs in; the answer's user becomes the `auth/me` cache.
 *
 * @example
 * ```tsx
 * const login = useLogin();
 * login.mutate({ email, password });
 * ```
 */
export function useLogin() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TLoginRequest) => api.login(request),
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: queryKeys.profile });
      queryClient.setQueryData(queryKeys.me, answer.user);
    },
  });
}

/**
 * Signs up; the new user becomes the `auth/me` cache.
 *
 * @example
 * ```tsx
 * const signup = useSignup();
 * signup.mutate(values);
 * ```
 */
export function useSignup() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSignupRequestInput) => api.signup(request),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.me, answer.user);
    },
  });
}

/**
 * Signs out and clears every cached query whatever the server answered.
 *
 * @example
 * ```tsx
 * const logout = useLogout();
 * logout.mutate();
 * ```
 */
export function useLogout() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.logout(),
    onSettled: () => {
      queryClient.clear();
    },
  });
}

/**
 * Sends a contact request.
 *
 * @example
 * ```tsx
 * const submit = useSubmitContact();
 * submit.mutate(values);
 * ```
 */
export function useSubmitContact() {
  const api = useApiClient();
  return useMutation({ mutationFn: (request: TContactRequestInput) => api.submitContact(request) });
}

/**
 * Books a demo.
 *
 * @example
 * ```tsx
 * const book = useCreateDemoBooking();
 * book.mutate(values);
 * ```
 */
export function useCreateDemoBooking() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (request: TDemoBookingRequestInput) => api.createDemoBooking(request),
  });
}

/**
 * Places an order; the order list is refreshed.
 *
 * @example
 * ```tsx
 * const order = useCreateOrder();
 * order.mutate(values);
 * ```
 */
export function useCreateOrder() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TOrderRequestInput) => api.createOrder(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
  });
}

/**
 * Reports a client error (for error boundaries).
 *
 * @example
 * ```tsx
 * const report = useReportClientError();
 * report.mutate({ message, severity: "high", boundary: "page", url, userAgent });
 * ```
 */
export function useReportClientError() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (report: TClientErrorReportInput) => api.reportClientError(report),
  });
}
