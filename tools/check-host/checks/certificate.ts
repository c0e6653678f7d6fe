import type { CheckContext, CheckResult } from '../context.ts';

const warnDays = 14;
const day = 86_400_000;

/** The HTTPS certificate (already trusted, or the check would have stopped) does not expire within two weeks. */
export async function checkCertificate({ origin, home }: CheckContext): Promise<CheckResult> {
  const expires = home.certificateExpires;
  if (!expires || Number.isNaN(expires.getTime())) return { problems: [], checked: 'HTTPS' };
  const date = expires.toLocaleDateString('de-AT', { timeZone: 'UTC' });
  const days = Math.floor((expires.getTime() - Date.now()) / day);
  const problems =
    days < warnDays
      ? [
          `Das HTTPS-Zertifikat von ${origin.hostname} läuft ${days < 1 ? 'heute' : `in ${days} Tagen`} ab (${date}) – beim Hoster prüfen, ob es rechtzeitig erneuert wird.`,
        ]
      : [];
  return { problems, checked: `HTTPS (Zertifikat gültig bis ${date})` };
}
