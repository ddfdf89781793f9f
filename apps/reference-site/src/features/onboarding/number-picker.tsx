import { Trans, useLingui } from "@lingui/react/macro";
import { type TNumberRequest, type TReceptionist, ZNumberRequest } from "@ringline/api-client";
import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import { Button, Field } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { describeFailure, errorsOf } from "./settings-form.js";

type Mode = TNumberRequest["kind"];

/**
 * The receptionist's number: a new one in the area code the owner picks, or their existing
 * Twilio number imported. The first number also creates the receptionist on the platform.
 */
export function NumberPicker({
  current,
  suggestedAreaCode = "",
  onDone,
}: {
  current: TReceptionist["phone"];
  /** The area code to start with when there is no number yet (the business phone's). */
  suggestedAreaCode?: string;
  onDone?: ((receptionist: TReceptionist) => void) | undefined;
}) {
  const { t } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>("provision");
  const [areaCode, setAreaCode] = useState(current?.areaCode ?? suggestedAreaCode);
  const [twilio, setTwilio] = useState({ number: "", accountSid: "", authToken: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const get = useMutation({
    mutationFn: (request: TNumberRequest) => api.provisionReceptionistNumber(request),
    onSuccess: (receptionist) => {
      queryClient.setQueryData(queryKeyOf("getReceptionist"), receptionist);
      onDone?.(receptionist);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = mode === "provision" ? { kind: mode, areaCode } : { kind: mode, ...twilio };
    const parsed = ZNumberRequest.safeParse(request);
    setErrors(parsed.success ? {} : errorsOf(parsed.error.issues));
    if (parsed.success) get.mutate(parsed.data);
  };
  return (
    <form className="settings-fields" onSubmit={submit} noValidate>
      <fieldset className="segmented">
        <legend className="visually-hidden">
          <Trans>How to get your number</Trans>
        </legend>
        <label>
          <input
            type="radio"
            name="mode"
            checked={mode === "provision"}
            onChange={() => setMode("provision")}
          />
          <Trans>A new Ringline number</Trans>
        </label>
        <label>
          <input
            type="radio"
            name="mode"
            checked={mode === "import-twilio"}
            onChange={() => setMode("import-twilio")}
          />
          <Trans>My existing Twilio number</Trans>
        </label>
      </fieldset>
      {mode === "provision" ? (
        <Field
          label={t`Area code`}
          hint={t`Three digits, like 415.`}
          error={errors.areaCode}
          required
        >
          <input
            name="areaCode"
            inputMode="numeric"
            maxLength={3}
            value={areaCode}
            onChange={(event) => setAreaCode(event.target.value.replace(/\D/g, ""))}
          />
        </Field>
      ) : (
        <>
          <Field
            label={t`Twilio number`}
            hint={t`As +1 and ten digits.`}
            error={errors.number}
            required
          >
            <input
              type="tel"
              value={twilio.number}
              onChange={(event) => setTwilio({ ...twilio, number: event.target.value })}
            />
          </Field>
          <div className="form-row">
            <Field label={t`Account SID`} error={errors.accountSid} required>
              <input
                value={twilio.accountSid}
                autoComplete="off"
                onChange={(event) => setTwilio({ ...twilio, accountSid: event.target.value })}
              />
            </Field>
            <Field
              label={t`Auth token`}
              hint={t`Used once, never stored.`}
              error={errors.authToken}
              required
            >
              <input
                type="password"
                autoComplete="off"
                value={twilio.authToken}
                onChange={(event) => setTwilio({ ...twilio, authToken: event.target.value })}
              />
            </Field>
          </div>
        </>
      )}
      {get.isError && (
        <p className="form-alert" role="alert">
          {describeFailure(get.error)}
        </p>
      )}
      <div className="button-row">
        <Button
          type="submit"
          loading={get.isPending}
          pendingLabel={t`Setting up your receptionist…`}
        >
          {current ? (
            <Trans>Change my number</Trans>
          ) : mode === "provision" ? (
            <Trans>Get my number</Trans>
          ) : (
            <Trans>Connect my number</Trans>
          )}
        </Button>
      </div>
      {get.isPending && (
        <p className="muted" role="status">
          <Trans>
            Creating your receptionist and its number on the voice platform. This takes a few
            seconds.
          </Trans>
        </p>
      )}
    </form>
  );
}
