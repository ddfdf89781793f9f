import type { Database } from "../db/database.js";
import type { SecretBox } from "../security/secret-box.js";

/**
 * TOTP secrets are stored sealed by the secret box (AES-256-GCM under a key kept outside the
 * database), so reading `admin_users` alone never yields a secret that makes codes. Rows
 * written before sealing hold the base32 secret in plain text, and a data migration cannot
 * seal them: migrations are SQL and never see the key. So they are sealed in two places:
 * here, at start-up (`server.ts`), every such row, whether or not its administrator signs in
 * again; and on first use (the admin sign-in service), for a row an older instance wrote while
 * a rolling deploy still ran it. Both updates name the plain value they replace, so a row
 * changed meanwhile (a new enrolment) is left as it is.
 */
export async function sealStoredTotpSecrets(db: Database, box: SecretBox): Promise<number> {
  const rows = await db.prisma.adminUser.findMany({
    where: { totpSecret: { not: null } },
    select: { id: true, totpSecret: true },
  });
  let sealed = 0;
  for (const { id, totpSecret } of rows) {
    if (totpSecret === null || box.isSealed(totpSecret)) continue;
    const { count } = await db.prisma.adminUser.updateMany({
      where: { id, totpSecret },
      data: { totpSecret: box.seal(totpSecret) },
    });
    sealed += count;
  }
  return sealed;
}
