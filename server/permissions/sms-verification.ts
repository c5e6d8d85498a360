// The server's half of the -499 phone journey (docs/rules.md): an account the staff marked for SMS
// verification sees no data until it confirms a phone on file by code; meanwhile its phone list
// must not change, nor may setting codes go out to new numbers, or the check could be passed with
// a number of one's own. The one place that says when verification is pending and what it refuses
// here; the data calls' -499 is answered by http/session.ts (checkAccount) from verificationPending.
import type { SessionAccount } from '../accounts/sessions'
import { DomainError, type Localized } from '../domain-error'
import { ERROR_CODES } from '../../types/envelope'
import { say } from '../text/messages'

/** What the rule reads of a session's account (a verified session already reads false: accounts/sessions.ts). */
export type Verifiable = Pick<SessionAccount, 'smsRequired'>

const PHONES_LOCKED: Localized = say.phonesLocked

/** Whether this session waits for SMS verification: every data call is then refused with -499. */
export function verificationPending(account: Verifiable): boolean {
  return account.smsRequired
}

/** -499 for a change of the phone list (or a setting code) while verification is pending: the client opens the verification dialog. */
export function refuseWhileVerificationPending(account: Verifiable): void {
  if (verificationPending(account)) throw new DomainError(ERROR_CODES.smsRequired, PHONES_LOCKED)
}
