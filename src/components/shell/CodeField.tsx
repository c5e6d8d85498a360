import { Input, View } from '@tarojs/components'
import { SMS_COUNTDOWN_S } from '../../domain/constants'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { useCountdown } from './use-countdown'

const SMS_CODE_LENGTH = 6

/**
 * An SMS code input with its get-code button and its 60 s countdown before a new code: the verification dialog's
 * (PhoneDialog) and /setUp's (alerts/AddPhone).
 */
export interface CodeFieldProps {
  code: string
  onCode(code: string): void
  /** sends a code; resolves false when it was not sent (the countdown then ends early, so the user can ask again) */
  onSend(): Promise<boolean>
  /** submit on the keyboard's confirm */
  onConfirm(): void
  /** prefix of the test ids: `${testId}-code`, `${testId}-send` */
  testId: string
}

export function CodeField({ code, onCode, onSend, onConfirm, testId }: CodeFieldProps) {
  const { t } = useT()
  const countdown = useCountdown()
  const send = async () => {
    if (countdown.left > 0) return
    // counting from the click, so a second click cannot send a second code while the first is on its way
    countdown.start(SMS_COUNTDOWN_S)
    if (!(await onSend())) countdown.stop()
  }
  const waiting = countdown.left > 0
  return (
    <View className='gr-phone__code'>
      <Input
        className='gr-input gr-phone__input'
        type='number'
        maxlength={SMS_CODE_LENGTH}
        value={code}
        placeholder={t('phoneDialog.codePlaceholder')}
        aria-label={t('phoneDialog.codeLabel')}
        data-testid={`${testId}-code`}
        onInput={(e) => onCode(String(e.detail.value).replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
        onConfirm={onConfirm}
      />
      <View
        {...pressable(() => void send())}
        className={`gr-button gr-phone__send${waiting ? ' gr-button--disabled' : ''}`}
        aria-disabled={waiting}
        data-testid={`${testId}-send`}
      >
        {waiting ? t('phoneDialog.resendIn', { seconds: countdown.left }) : t('phoneDialog.getCode')}
      </View>
    </View>
  )
}
