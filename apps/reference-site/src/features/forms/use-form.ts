import { type ChangeEvent, type FormEvent, useState } from "react";

type KeysOf<Values, Type> = {
  [Key in keyof Values & string]: Values[Key] extends Type ? Key : never;
}[keyof Values & string];

/**
 * A form's state: its values, the problems the contract finds, a failure to show above it, and
 * whether it is sending. `field(name)` wires a text input, `checkbox(name)` a checkbox;
 * `submit(send, describe)` validates, sends and turns a failure into words (`describe`
 * answering `undefined` when the form handled it). The server's field errors, when it names
 * any, go beside their fields. A failure stays on screen while the next attempt is sent.
 */
export function useForm<Values extends Record<string, string | boolean>>(
  initial: Values,
  validate: (values: Values) => Record<string, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const set = <Key extends keyof Values & string>(name: Key, value: Values[Key]) =>
    setValues((current) => ({ ...current, [name]: value }));

  return {
    values,
    errors,
    failure,
    pending,
    set,
    /** Puts the form back to `next` (after a successful save that keeps the form on screen). */
    reset(next: Values = initial) {
      setValues(next);
      setErrors({});
      setFailure(undefined);
      setPending(false);
    },
    field: (name: KeysOf<Values, string>) => ({
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        set(name, event.target.value as Values[typeof name]),
    }),
    checkbox: (name: KeysOf<Values, boolean>) => ({
      name,
      checked: values[name] as boolean,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        set(name, event.target.checked as Values[typeof name]),
    }),
    submit:
      (send: (values: Values) => Promise<void>, describe: (error: unknown) => string | undefined) =>
      async (event: FormEvent) => {
        event.preventDefault();
        const problems = validate(values);
        setErrors(problems);
        if (Object.keys(problems).length > 0) {
          setFailure(undefined);
          return;
        }
        // The last failure stays until this attempt has its answer: the form does not move
        // under the pointer, so a second click of a double click lands where the first did.
        setPending(true);
        try {
          await send(values);
          setFailure(undefined);
        } catch (error) {
          const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
          if (fieldErrors) {
            setErrors(
              Object.fromEntries(
                Object.entries(fieldErrors).map(([name, messages]) => [name, messages[0] ?? ""]),
              ),
            );
          }
          setFailure(describe(error));
          setPending(false);
        }
      },
  };
}
