import { ADMIN_ROLES, type TAdminUserSummary } from "@ringline/api-client";
import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Badge, Button, Field, Select } from "@ringline/react-widgets";
import { useState } from "react";
import { TableCard } from "../../../components/paged-table-card.js";
import { tableStateOf } from "../../../components/table-state.js";
import { useAdminAction } from "../use-admin-action.js";

const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: role }));

export function AdminUsersCard({
  readOnly,
  selfId,
}: {
  readOnly: boolean;
  selfId: string | undefined;
}) {
  const api = useApiClient();
  const admins = useRouteQuery("listAdminUsers", { page: 1, pageSize: 100 });
  const [form, setForm] = useState({ username: "", email: "", password: "", role: "support" });
  const create = useAdminAction(
    () =>
      api.createAdminUser({
        ...form,
        role: form.role === "admin" ? "admin" : "support",
      }),
    "Administrator added",
  );
  const resetTwoFactor = useAdminAction(
    (adminUserId: string) => api.resetAdminTwoFactor({ adminUserId }),
    "Two-factor reset",
  );
  const setActive = useAdminAction(
    (input: { adminUserId: string; isActive: boolean }) => api.updateAdminUser(input),
    "Administrator changed",
  );
  const edit = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((previous) => ({ ...previous, [name]: event.target.value })),
  });
  return (
    <TableCard<TAdminUserSummary>
      headingLevel="h2"
      title="Administrators"
      description="An admin may change data; support may only read. Resetting two-factor sign-in ends the administrator's sessions."
      caption="Administrator accounts"
      rowKey="id"
      {...tableStateOf(admins)}
      emptyMessage="No administrators."
      columns={[
        {
          key: "who",
          header: "Administrator",
          rowHeader: true,
          cell: (row) => (
            <span className="admin-customer-cell">
              <span>{row.username}</span>
              <span className="muted">{row.email}</span>
            </span>
          ),
        },
        { key: "role", header: "Role", cell: (row) => row.role },
        {
          key: "state",
          header: "State",
          cell: (row) =>
            row.isActive ? (
              <Badge variant="success">Active</Badge>
            ) : (
              <Badge variant="neutral">Off</Badge>
            ),
        },
        {
          key: "totp",
          header: "Two-factor",
          cell: (row) => (row.totpEnabled ? "On" : "Off"),
        },
        {
          key: "actions",
          header: "Actions",
          align: "end",
          cell: (row) =>
            row.id === selfId ? (
              <span className="muted">You</span>
            ) : (
              <span className="admin-row-actions">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={readOnly || !row.totpEnabled}
                  aria-label={`Reset two-factor sign-in of ${row.username}`}
                  onClick={() => resetTwoFactor.mutate(row.id)}
                >
                  Reset 2FA
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={readOnly}
                  aria-label={`${row.isActive ? "Turn off" : "Turn on"} ${row.username}`}
                  onClick={() => setActive.mutate({ adminUserId: row.id, isActive: !row.isActive })}
                >
                  {row.isActive ? "Turn off" : "Turn on"}
                </Button>
              </span>
            ),
        },
      ]}
    >
      {!readOnly && (
        <form
          className="admin-filters admin-new-user"
          aria-label="Add an administrator"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate(undefined, {
              onSuccess: () => setForm({ username: "", email: "", password: "", role: "support" }),
            });
          }}
        >
          <Field label="Username" required>
            <input autoComplete="off" {...edit("username")} />
          </Field>
          <Field label="E-mail" required>
            <input type="email" autoComplete="off" {...edit("email")} />
          </Field>
          <Field
            label="First password"
            hint="At least 8 characters, upper and lower case and a digit."
            required
          >
            <input type="password" autoComplete="new-password" {...edit("password")} />
          </Field>
          <Field label="Role">
            <Select options={ROLE_OPTIONS} {...edit("role")} />
          </Field>
          <div className="admin-filters-actions">
            <Button type="submit" loading={create.isPending} pendingLabel="Adding…">
              Add administrator
            </Button>
          </div>
        </form>
      )}
    </TableCard>
  );
}
