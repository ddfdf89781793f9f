import { type ChangeEvent, type FormEvent, useState } from "react";

/**
 * A form's state: its values, the problems the contract finds, a failure to show above it, and
 * whether it is sending. `field(name)` wires an input; `submit(send, describe)` validates, sends
 * and turns a failure into words (`describe` answering `undefined` when the form handled it).
 */
export function useForm<Values extends Record<string, string>>(
  initial: Values,
  validate: (values: Values) => Record<string, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  return {
    values,
    errors,
    failure,
    pending,
    field: (name: keyof Values & string) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    }),
    submit:
      (send: (values: Values) => Promise<void>, describe: (error: unknown) => string | undefined) =>
      async (event: FormEvent) => {
        event.preventDefault();
        const problems = validate(values);
        setErrors(problems);
        setFailure(undefined);
        if (Object.keys(problems).length > 0) return;
        setPending(true);
        try {
          await send(values);
        } catch (error) {
          setFailure(describe(error));
          setPending(false);
        }
      },
  };
}
