/** Backup codes for two-factor sign-in, one a line, each shown as typed. */
export function BackupCodeList({ codes }: { codes: readonly string[] }) {
  return (
    <ul className="backup-codes">
      {codes.map((backup) => (
        <li key={backup}>
          <code>{backup}</code>
        </li>
      ))}
    </ul>
  );
}

/** The props of the input for a six-digit code from the authenticator app (inside a `Field`). */
export function authenticatorCodeInput(code: string, setCode: (code: string) => void) {
  return {
    name: "code",
    inputMode: "numeric",
    autoComplete: "one-time-code",
    maxLength: 6,
    value: code,
    onChange: (event: { target: { value: string } }) => setCode(event.target.value),
  } as const;
}
