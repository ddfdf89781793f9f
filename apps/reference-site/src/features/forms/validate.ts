interface Issue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
}

/** The first message per field of a schema's issues, with the contract's words. */
export function firstMessages(issues: readonly Issue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "_root");
    messages[field] ??= issue.message;
  }
  return messages;
}

/**
 * A form's validation from a contract schema: the first problem per field (empty when the
 * values may be sent).
 *
 * @example
 * ```ts
 * const form = useForm(EMPTY, validatorOf(ZForgotPasswordRequest));
 * ```
 */
export function validatorOf<Values>(schema: Checkable): (values: Values) => Record<string, string> {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? {} : firstMessages(result.error.issues);
  };
}
