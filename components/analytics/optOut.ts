/** Global Privacy Control is not in TypeScript's DOM types yet. https://privacycg.github.io/gpc-spec/ */
type PrivacySignals = Pick<Navigator, 'doNotTrack'> & { globalPrivacyControl?: boolean };

/** A visitor whose browser sends Global Privacy Control or Do Not Track is not counted. */
export function hasOptedOut(signals: PrivacySignals = navigator): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === '1';
}
