import { Trans, useLingui } from "@lingui/react/macro";
import {
  resolveError,
  type TCustomerProfile,
  type TUpdateProfileRequest,
  ZUpdateProfileRequest,
} from "@ringline/api-client";
import { queryKeyOf, useApiClient, useProfile } from "@ringline/api-client/react";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  Field,
  toast,
} from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { QueryView } from "../../components/query-view.js";
import { FormAlert } from "../forms/form-alert.js";
import { NameFields } from "../forms/person-fields.js";
import { useForm } from "../forms/use-form.js";
import { validatorOf } from "../forms/validate.js";
import { EmailCard, PasswordCard } from "./account-security.js";
import { DeleteAccountCard } from "./delete-account-card.js";
import { EmbedKeysCard } from "./embed-keys-card.js";
import { SessionsCard } from "./sessions-card.js";
import { SetupChecklistCard } from "./setup-checklist-card.js";
import "../../styles/account.css";

/** Saves profile changes and puts the answer in the profile's cache. */
function useUpdateProfile() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return async (changes: TUpdateProfileRequest) => {
    const profile = await api.updateProfile(changes);
    queryClient.setQueryData(queryKeyOf("getProfile"), profile);
    await queryClient.invalidateQueries({ queryKey: queryKeyOf("getMe") });
    return profile;
  };
}

/**
 * Profile: what is left to make the receptionist better (after go-live), the owner's names,
 * phone and business name, the call-transcript e-mails, the
 * e-mail address and password, the sessions signed in, the embed keys and webhooks (until an
 * Integrations tab takes them), and deleting the account.
 */
export function ProfileTab() {
  const profile = useProfile();
  const { t } = useLingui();
  return (
    <div className="tab-grid">
      <SetupChecklistCard />
      <Card as="section" aria-labelledby="profile-account">
        <CardHeader>
          <CardTitle id="profile-account">
            <Trans>Account</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>The details your receptionist and invoices use.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryView query={profile} loadingLabel={t`Loading your profile…`}>
            {(account) => <DetailsForm key={account.userId} profile={account} />}
          </QueryView>
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="profile-notifications">
        <CardHeader>
          <CardTitle id="profile-notifications">
            <Trans>Notifications</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <QueryView query={profile} loadingLabel={t`Loading your settings…`} lines={1}>
            {(account) => <TranscriptSwitch on={account.emailCallTranscripts} />}
          </QueryView>
        </CardContent>
      </Card>
      <EmailCard />
      <PasswordCard />
      <SessionsCard />
      <EmbedKeysCard />
      <DeleteAccountCard />
    </div>
  );
}

const validateDetails = validatorOf<Record<string, string>>(ZUpdateProfileRequest);

function DetailsForm({ profile }: { profile: TCustomerProfile }) {
  const save = useUpdateProfile();
  const { t } = useLingui();
  const form = useForm(
    {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? "",
      businessName: profile.businessName ?? profile.company ?? "",
    },
    validateDetails,
  );
  const submit = form.submit(
    async (values) => {
      const saved = await save(values);
      form.reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        phone: saved.phone ?? "",
        businessName: saved.businessName ?? "",
      });
      toast({ title: t`Profile saved`, variant: "success" });
    },
    (error) => resolveError(error).message,
  );
  return (
    <form className="settings-form" noValidate onSubmit={submit} aria-busy={form.pending}>
      <FormAlert message={form.failure} />
      <NameFields
        firstName={form.field("firstName")}
        lastName={form.field("lastName")}
        errors={form.errors}
      />
      <Field label={t`Phone`} error={form.errors.phone}>
        <input type="tel" autoComplete="tel" {...form.field("phone")} />
      </Field>
      <Field label={t`Business name`} error={form.errors.businessName}>
        <input autoComplete="organization" {...form.field("businessName")} />
      </Field>
      <div>
        <Button type="submit" loading={form.pending} pendingLabel={t`Saving...`}>
          <Trans>Save changes</Trans>
        </Button>
      </div>
    </form>
  );
}

function TranscriptSwitch({ on }: { on: boolean }) {
  const save = useUpdateProfile();
  const { t } = useLingui();
  const toggle = useMutation({
    mutationFn: (emailCallTranscripts: boolean) => save({ emailCallTranscripts }),
    onSuccess: (profile) =>
      toast({
        title: profile.emailCallTranscripts ? t`Transcripts on` : t`Transcripts off`,
        description: profile.emailCallTranscripts
          ? t`Each call's transcript will be e-mailed to you.`
          : t`Call transcripts stay in Call Logs only.`,
        variant: "success",
      }),
    onError: (error) => {
      const { title, message } = resolveError(error);
      toast({ title, description: message, variant: "error" });
    },
  });
  return (
    <Checkbox
      role="switch"
      label={t`E-mail me the transcript of each call`}
      hint={t`Sent to your account's e-mail address after every call your receptionist answers.`}
      checked={toggle.isPending ? (toggle.variables ?? on) : on}
      disabled={toggle.isPending}
      onChange={(event) => toggle.mutate(event.target.checked)}
    />
  );
}
