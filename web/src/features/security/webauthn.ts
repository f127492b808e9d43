import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { Client } from 'urql';
import { readError } from '../../graphql/errors';
import {
  BEGIN_PASSKEY_REGISTRATION,
  BEGIN_PASSKEY_SECOND_STEP,
  BEGIN_PASSKEY_SIGN_IN,
  CONFIRM_SIGN_IN_WITH_PASSKEY,
  FINISH_PASSKEY_REGISTRATION,
  SIGN_IN_WITH_PASSKEY,
} from './documents';
import { messages } from '../../i18n';

/**
 * The browser's side of passkeys (decision 0316). This module and @simplewebauthn/browser load only when a passkey
 * button is pressed, so the first download of a page carries neither.
 */

/** What went wrong, as a message for the page: null when the person closed the browser's prompt themselves. */
export type PasskeyOutcome<T> = { ok: true; value: T } | { ok: false; message: string | null };

/** The browser refused or was cancelled: NotAllowedError is both a cancel and a timeout, never worth an alarm. */
function browserFailure(error: unknown): PasskeyOutcome<never> {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return { ok: false, message: null };
  if (name === 'InvalidStateError') return { ok: false, message: messages().passkeyAlreadyRegistered };
  return { ok: false, message: messages().passkeyFailed };
}

export async function registerPasskey(client: Client): Promise<PasskeyOutcome<string>> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const begun = await client.mutation(BEGIN_PASSKEY_REGISTRATION, {}).toPromise();
  if (begun.error || !begun.data) return { ok: false, message: readError(begun.error).message };
  let response;
  try {
    response = await startRegistration({ optionsJSON: begun.data.beginPasskeyRegistration as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    return browserFailure(error);
  }
  const finished = await client.mutation(FINISH_PASSKEY_REGISTRATION, { input: { response } }).toPromise();
  if (finished.error || !finished.data) return { ok: false, message: readError(finished.error).message };
  return { ok: true, value: finished.data.finishPasskeyRegistration.name };
}

/**
 * Signs in with a passkey: alone (a discoverable one, the browser asks which, no address typed), or as the second
 * step of a sign-in whose password was right (only that account's passkeys). Answers the next step.
 */
export async function signInWithPasskey(client: Client, asSecondStep = false): Promise<PasskeyOutcome<string>> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const begun = asSecondStep
    ? await client.mutation(BEGIN_PASSKEY_SECOND_STEP, {}).toPromise()
    : await client.mutation(BEGIN_PASSKEY_SIGN_IN, {}).toPromise();
  if (begun.error || !begun.data) return { ok: false, message: readError(begun.error).message };
  const optionsJSON = ('beginPasskeySecondStep' in begun.data ? begun.data.beginPasskeySecondStep : begun.data.beginPasskeySignIn) as PublicKeyCredentialRequestOptionsJSON;
  let response;
  try {
    response = await startAuthentication({ optionsJSON });
  } catch (error) {
    return browserFailure(error);
  }
  if (asSecondStep) {
    const confirmed = await client.mutation(CONFIRM_SIGN_IN_WITH_PASSKEY, { response }).toPromise();
    if (confirmed.error || !confirmed.data) return { ok: false, message: readError(confirmed.error).message };
    return { ok: true, value: confirmed.data.confirmSignInWithPasskey.nextStep.signInStep };
  }
  const signedIn = await client.mutation(SIGN_IN_WITH_PASSKEY, { response }).toPromise();
  if (signedIn.error || !signedIn.data) return { ok: false, message: readError(signedIn.error).message };
  return { ok: true, value: signedIn.data.signInWithPasskey.nextStep.signInStep };
}
